/**
 * The demo organization: a believable mid-size company, its library, organization chart and
 * cascade, and deterministic targets and results. Pure data and pure functions (no I/O, the clock
 * is an argument) so the same day always seeds the same numbers.
 */
import type { BscPerspective, Frequency, FunctionLevel, PeriodKey, PeriodValues, Polarity } from '@scorecard/contracts';
import { calendarMonth, monthSpan, periodsOf } from '@scorecard/scoring';

export const DEMO_ORGANIZATION = {
  name: 'Northwind Industries',
  vision: 'To be the most trusted supplier of industrial components in Europe by 2030.',
  mission: 'We deliver reliable components on time, every time, through skilled people, lean processes and lasting customer partnerships.',
  values: 'Customer first, Integrity, Continuous improvement, Teamwork, Safety',
};

export const DEMO_USER = {
  email: 'demo@scorecard.local',
  password: 'demo-password',
  firstName: 'Jordan',
  lastName: 'Lee',
  position: 'Strategy & Performance Manager',
  department: 'Operations',
};

/**
 * Members beside the demo admin (Settings → Team): accounts linked to employees of the chart (by
 * their index in DEMO_EMPLOYEES), signing in with the demo password; one is deactivated.
 */
export interface DemoMember {
  employee: number;
  firstName: string;
  lastName: string;
  role: 'admin' | 'user';
  /** days before the seed's day of the last sign-in, or null for never */
  lastSignInDaysAgo: number | null;
  deactivated: boolean;
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  { employee: 1, firstName: 'Marcus', lastName: 'Reed', role: 'admin', lastSignInDaysAgo: 2, deactivated: false },
  { employee: 2, firstName: 'Priya', lastName: 'Natarajan', role: 'user', lastSignInDaysAgo: 9, deactivated: false },
  { employee: 12, firstName: 'Lucas', lastName: 'Martin', role: 'user', lastSignInDaysAgo: 120, deactivated: true },
];

export interface DemoTheme {
  key: string;
  name: string;
  description: string;
  color: string;
}

export const DEMO_THEMES: readonly DemoTheme[] = [
  { key: 'growth', name: 'Profitable Growth', description: 'Grow the top line while protecting margins', color: '#10B981' },
  { key: 'customer', name: 'Customer Intimacy', description: 'Know our customers and earn their loyalty', color: '#3B82F6' },
  { key: 'excellence', name: 'Operational Excellence', description: 'Lean, reliable and predictable operations', color: '#F59E0B' },
  { key: 'people', name: 'People & Innovation', description: 'Skilled, engaged people who keep improving how we work', color: '#8B5CF6' },
];

export interface DemoObjective {
  key: string;
  name: string;
  description: string;
  perspective: BscPerspective;
  theme: string;
  /** index into the employees seeded by EmployeesDemoSeeder */
  owner: number;
}

export const DEMO_OBJECTIVES: readonly DemoObjective[] = [
  { key: 'F1', name: 'Grow revenue', description: 'Expand sales with existing and new customers', perspective: 'Financial', theme: 'growth', owner: 0 },
  { key: 'F2', name: 'Improve profitability', description: 'Raise gross and operating margins', perspective: 'Financial', theme: 'growth', owner: 1 },
  { key: 'F3', name: 'Optimize operating costs', description: 'Lower the cost to serve each order', perspective: 'Financial', theme: 'excellence', owner: 1 },
  { key: 'F4', name: 'Strengthen cash flow', description: 'Collect faster and convert profit into cash', perspective: 'Financial', theme: 'growth', owner: 1 },
  { key: 'C1', name: 'Increase customer satisfaction', description: 'Make every interaction easy and reliable', perspective: 'Customer', theme: 'customer', owner: 2 },
  { key: 'C2', name: 'Grow market share', description: 'Win customers in our core segments', perspective: 'Customer', theme: 'growth', owner: 2 },
  { key: 'C3', name: 'Improve customer retention', description: 'Keep the customers we have won', perspective: 'Customer', theme: 'customer', owner: 6 },
  { key: 'C4', name: 'Deliver on time, every time', description: 'Meet every promised delivery date', perspective: 'Customer', theme: 'customer', owner: 3 },
  { key: 'I1', name: 'Streamline order fulfilment', description: 'Shorter, smoother order-to-delivery cycle', perspective: 'Internal_Process', theme: 'excellence', owner: 3 },
  { key: 'I2', name: 'Improve product quality', description: 'Build it right the first time', perspective: 'Internal_Process', theme: 'excellence', owner: 11 },
  { key: 'I3', name: 'Strengthen IT reliability', description: 'Systems that are always there when needed', perspective: 'Internal_Process', theme: 'excellence', owner: 5 },
  { key: 'I4', name: 'Accelerate the innovation pipeline', description: 'Bring new products to market faster', perspective: 'Internal_Process', theme: 'people', owner: 0 },
  { key: 'L1', name: 'Develop employee capabilities', description: 'Training and growth paths for everyone', perspective: 'Learning_Growth', theme: 'people', owner: 4 },
  { key: 'L2', name: 'Increase employee engagement', description: 'A workplace people recommend', perspective: 'Learning_Growth', theme: 'people', owner: 4 },
  { key: 'L3', name: 'Build a data-driven culture', description: 'Decisions based on shared, trusted data', perspective: 'Learning_Growth', theme: 'people', owner: 5 },
  { key: 'L4', name: 'Attract and retain talent', description: 'Hire well and keep our best people', perspective: 'Learning_Growth', theme: 'people', owner: 4 },
];

export interface DemoKpi {
  key: string;
  name: string;
  description: string;
  unit: '%' | '$' | 'count' | 'days' | 'hours' | 'score' | 'ratio' | 'index';
  frequency: Frequency;
  polarity: Polarity;
  isCumulative: boolean;
  /** target of one period for the whole company (for cumulative KPIs: what each period adds) */
  target: number;
  /** amounts (revenue, customers, complaints) shrink with the size of the function; rates do not */
  scales: boolean;
}

const kpi = (
  key: string,
  name: string,
  description: string,
  unit: DemoKpi['unit'],
  frequency: Frequency,
  polarity: Polarity,
  target: number,
  opts: { cumulative?: boolean; amount?: boolean } = {},
): DemoKpi => ({ key, name, description, unit, frequency, polarity, isCumulative: opts.cumulative ?? false, target, scales: opts.amount ?? false });

export const DEMO_KPIS: readonly DemoKpi[] = [
  kpi('revenue', 'Revenue (year to date)', 'Invoiced revenue, cumulative over the year', '$', 'monthly', 'positive', 1_200_000, { cumulative: true, amount: true }),
  kpi('mrr', 'Monthly recurring revenue', 'Revenue from service contracts per month', '$', 'monthly', 'positive', 400_000, { amount: true }),
  kpi('grossMargin', 'Gross margin', 'Gross profit as a share of revenue', '%', 'quarterly', 'positive', 42),
  kpi('ebitda', 'EBITDA margin', 'Operating earnings before depreciation as a share of revenue', '%', 'quarterly', 'positive', 18),
  kpi('opex', 'Operating expense ratio', 'Operating expenses as a share of revenue', '%', 'monthly', 'negative', 28),
  kpi('costPerOrder', 'Cost per order', 'Fulfilment cost divided by orders shipped', '$', 'monthly', 'negative', 14.5),
  kpi('dso', 'Days sales outstanding', 'Average days to collect an invoice', 'days', 'monthly', 'negative', 45),
  kpi('fcf', 'Free cash flow', 'Operating cash flow minus capital expenditure', '$', 'quarterly', 'positive', 2_500_000, { amount: true }),
  kpi('roic', 'Return on invested capital', 'Operating profit after tax over invested capital', '%', 'annual', 'positive', 12),
  kpi('nps', 'Net Promoter Score', 'Promoters minus detractors in the quarterly survey', 'score', 'quarterly', 'positive', 45),
  kpi('csat', 'Customer satisfaction (CSAT)', 'Share of satisfied answers in post-delivery surveys', '%', 'monthly', 'positive', 88),
  kpi('retention', 'Customer retention rate', 'Customers active at the start who are still active at the end', '%', 'quarterly', 'positive', 92),
  kpi('marketShare', 'Market share', 'Share of the addressable market by revenue', '%', 'annual', 'positive', 14),
  kpi('newCustomers', 'New customers acquired', 'First orders from new accounts, cumulative over the year', 'count', 'monthly', 'positive', 120, { cumulative: true, amount: true }),
  kpi('complaints', 'Customer complaints', 'Formal complaints logged', 'count', 'monthly', 'negative', 40, { amount: true }),
  kpi('onTime', 'On-time delivery', 'Orders delivered on or before the promised date', '%', 'monthly', 'positive', 95),
  kpi('responseTime', 'Average response time', 'Hours to the first answer to a customer request', 'hours', 'monthly', 'negative', 4),
  kpi('cycleTime', 'Order cycle time', 'Days from order to delivery', 'days', 'monthly', 'negative', 3.5),
  kpi('perfectOrder', 'Perfect order rate', 'Orders complete, on time, undamaged and correctly invoiced', '%', 'quarterly', 'positive', 90),
  kpi('defectRate', 'Defect rate', 'Units rejected in final inspection', '%', 'monthly', 'negative', 1.5),
  kpi('fpy', 'First pass yield', 'Units right the first time', '%', 'monthly', 'positive', 96),
  kpi('uptime', 'System uptime', 'Availability of customer-facing systems', '%', 'monthly', 'positive', 99.5),
  kpi('incidents', 'Critical incidents', 'Priority-one IT incidents', 'count', 'quarterly', 'negative', 3),
  kpi('launches', 'New products launched', 'Products released to market', 'count', 'annual', 'positive', 6),
  kpi('inventoryTurns', 'Inventory turnover', 'Cost of goods sold over average inventory', 'ratio', 'quarterly', 'positive', 8),
  kpi('automation', 'Process automation index', 'Share of key process steps automated', 'index', 'quarterly', 'positive', 60),
  kpi('trainingHours', 'Training hours per employee', 'Hours of training per employee, cumulative over the year', 'hours', 'quarterly', 'positive', 10, { cumulative: true }),
  kpi('engagement', 'Employee engagement index', 'Annual engagement survey index', 'index', 'annual', 'positive', 75),
  kpi('turnover', 'Voluntary turnover', 'Employees leaving of their own accord', '%', 'quarterly', 'negative', 3),
  kpi('promotions', 'Internal promotion rate', 'Open positions filled from inside', '%', 'annual', 'positive', 30),
  kpi('timeToHire', 'Time to hire', 'Days from opening a position to an accepted offer', 'days', 'monthly', 'negative', 35),
  kpi('dataUsers', 'Certified data users', 'Employees certified on the reporting platform, cumulative over the year', 'count', 'quarterly', 'positive', 25, { cumulative: true }),
  kpi('satisfaction', 'Employee satisfaction', 'Average answer to "I would recommend working here" (1 to 5)', 'score', 'quarterly', 'positive', 4),
];

export interface DemoFunction {
  key: string;
  name: string;
  description: string;
  level: FunctionLevel;
  /** key of the parent function; the CEO function is created with the organization */
  parent: string | null;
  /** index of the employee who owns the function's assignments */
  head: number;
  /** share of the company's amounts this function carries */
  scale: number;
}

export const DEMO_FUNCTIONS: readonly DemoFunction[] = [
  { key: 'ceo', name: 'CEO Office', description: 'Executive leadership and corporate strategy', level: 'ceo', parent: null, head: 0, scale: 1 },
  { key: 'commercial', name: 'Commercial', description: 'Sales, marketing and customer experience', level: 'division', parent: 'ceo', head: 2, scale: 0.5 },
  { key: 'operations', name: 'Operations', description: 'Supply chain and manufacturing', level: 'division', parent: 'ceo', head: 3, scale: 0.35 },
  { key: 'corporate', name: 'Corporate Services', description: 'Finance, people and technology', level: 'division', parent: 'ceo', head: 1, scale: 0.15 },
  { key: 'salesMarketing', name: 'Sales & Marketing', description: 'New business and brand', level: 'general-department', parent: 'commercial', head: 6, scale: 0.35 },
  { key: 'customerExperience', name: 'Customer Experience', description: 'Service and account care', level: 'general-department', parent: 'commercial', head: 10, scale: 0.15 },
  { key: 'supplyChain', name: 'Supply Chain', description: 'Planning, warehousing and transport', level: 'general-department', parent: 'operations', head: 11, scale: 0.2 },
  { key: 'manufacturing', name: 'Manufacturing', description: 'Production and quality', level: 'general-department', parent: 'operations', head: 3, scale: 0.15 },
  { key: 'finance', name: 'Finance', description: 'Controlling, treasury and accounting', level: 'general-department', parent: 'corporate', head: 1, scale: 0.08 },
  { key: 'peopleTech', name: 'People & Technology', description: 'Human resources and IT', level: 'general-department', parent: 'corporate', head: 4, scale: 0.07 },
  { key: 'fieldSales', name: 'Field Sales', description: 'Key accounts and regional sales', level: 'department', parent: 'salesMarketing', head: 8, scale: 0.25 },
  { key: 'digitalMarketing', name: 'Digital Marketing', description: 'Online campaigns and lead generation', level: 'department', parent: 'salesMarketing', head: 9, scale: 0.1 },
  { key: 'customerSupport', name: 'Customer Support', description: 'Help desk and complaint handling', level: 'department', parent: 'customerExperience', head: 10, scale: 0.15 },
  { key: 'warehousing', name: 'Warehousing', description: 'Storage, picking and packing', level: 'department', parent: 'supplyChain', head: 11, scale: 0.1 },
  { key: 'logistics', name: 'Logistics', description: 'Transport planning and carriers', level: 'department', parent: 'supplyChain', head: 11, scale: 0.1 },
  { key: 'quality', name: 'Quality Assurance', description: 'Inspection and continuous improvement', level: 'department', parent: 'manufacturing', head: 11, scale: 0.15 },
  { key: 'accounting', name: 'Accounting', description: 'Receivables, payables and closing', level: 'department', parent: 'finance', head: 7, scale: 0.08 },
  { key: 'talent', name: 'Talent Acquisition', description: 'Recruiting and onboarding', level: 'department', parent: 'peopleTech', head: 4, scale: 0.03 },
  { key: 'itOps', name: 'IT Operations', description: 'Infrastructure and service desk', level: 'department', parent: 'peopleTech', head: 5, scale: 0.04 },
];

export interface DemoAssignment {
  /** objective key */
  objective: string;
  weight: number;
  /** objective key of the parent function's assignment this one cascades from (none at the CEO level) */
  parent: string | null;
  kpis: readonly (readonly [kpi: string, weight: number])[];
}

/**
 * The cascade: per function, objectives with weights totalling 100 and KPIs with weights totalling
 * 100. The current year is cascaded to every level; the previous year, when the company scored
 * only its CEO level and divisions, down to the divisions (PREVIOUS_YEAR_LEVELS).
 */
export const DEMO_CASCADE: Readonly<Record<string, readonly DemoAssignment[]>> = {
  ceo: [
    { objective: 'F1', weight: 15, parent: null, kpis: [['revenue', 60], ['mrr', 40]] },
    { objective: 'F2', weight: 15, parent: null, kpis: [['grossMargin', 50], ['ebitda', 30], ['roic', 20]] },
    { objective: 'C1', weight: 15, parent: null, kpis: [['nps', 50], ['csat', 50]] },
    { objective: 'C3', weight: 10, parent: null, kpis: [['retention', 60], ['complaints', 40]] },
    { objective: 'I1', weight: 10, parent: null, kpis: [['cycleTime', 50], ['perfectOrder', 50]] },
    { objective: 'I2', weight: 10, parent: null, kpis: [['defectRate', 50], ['fpy', 50]] },
    { objective: 'I4', weight: 5, parent: null, kpis: [['launches', 100]] },
    { objective: 'L1', weight: 5, parent: null, kpis: [['trainingHours', 60], ['promotions', 40]] },
    { objective: 'L2', weight: 10, parent: null, kpis: [['engagement', 50], ['turnover', 50]] },
    { objective: 'L3', weight: 5, parent: null, kpis: [['dataUsers', 60], ['satisfaction', 40]] },
  ],
  commercial: [
    { objective: 'C2', weight: 30, parent: 'F1', kpis: [['marketShare', 60], ['newCustomers', 40]] },
    { objective: 'C1', weight: 25, parent: 'C1', kpis: [['csat', 50], ['responseTime', 50]] },
    { objective: 'C3', weight: 25, parent: 'C3', kpis: [['retention', 50], ['complaints', 50]] },
    { objective: 'F1', weight: 20, parent: 'F1', kpis: [['mrr', 100]] },
  ],
  operations: [
    { objective: 'I1', weight: 35, parent: 'I1', kpis: [['cycleTime', 50], ['inventoryTurns', 50]] },
    { objective: 'I2', weight: 30, parent: 'I2', kpis: [['defectRate', 40], ['fpy', 40], ['automation', 20]] },
    { objective: 'F3', weight: 20, parent: 'F2', kpis: [['costPerOrder', 100]] },
    { objective: 'C4', weight: 15, parent: 'C1', kpis: [['onTime', 100]] },
  ],
  corporate: [
    { objective: 'F2', weight: 30, parent: 'F2', kpis: [['opex', 50], ['ebitda', 50]] },
    { objective: 'F4', weight: 25, parent: 'F2', kpis: [['dso', 50], ['fcf', 50]] },
    { objective: 'L1', weight: 15, parent: 'L1', kpis: [['trainingHours', 100]] },
    { objective: 'L4', weight: 15, parent: 'L2', kpis: [['timeToHire', 50], ['turnover', 50]] },
    { objective: 'I3', weight: 15, parent: 'I1', kpis: [['uptime', 60], ['incidents', 40]] },
  ],
  salesMarketing: [
    { objective: 'C2', weight: 50, parent: 'C2', kpis: [['newCustomers', 100]] },
    { objective: 'F1', weight: 50, parent: 'F1', kpis: [['mrr', 60], ['revenue', 40]] },
  ],
  customerExperience: [
    { objective: 'C1', weight: 60, parent: 'C1', kpis: [['csat', 50], ['responseTime', 50]] },
    { objective: 'C3', weight: 40, parent: 'C3', kpis: [['complaints', 100]] },
  ],
  supplyChain: [
    { objective: 'I1', weight: 60, parent: 'I1', kpis: [['cycleTime', 50], ['inventoryTurns', 50]] },
    { objective: 'C4', weight: 40, parent: 'C4', kpis: [['onTime', 100]] },
  ],
  manufacturing: [
    { objective: 'I2', weight: 70, parent: 'I2', kpis: [['defectRate', 50], ['fpy', 50]] },
    { objective: 'F3', weight: 30, parent: 'F3', kpis: [['costPerOrder', 100]] },
  ],
  finance: [
    { objective: 'F4', weight: 60, parent: 'F4', kpis: [['dso', 60], ['fcf', 40]] },
    { objective: 'F2', weight: 40, parent: 'F2', kpis: [['opex', 100]] },
  ],
  peopleTech: [
    { objective: 'L4', weight: 40, parent: 'L4', kpis: [['timeToHire', 100]] },
    { objective: 'L1', weight: 30, parent: 'L1', kpis: [['trainingHours', 100]] },
    { objective: 'I3', weight: 30, parent: 'I3', kpis: [['uptime', 100]] },
  ],
  fieldSales: [
    { objective: 'C2', weight: 60, parent: 'C2', kpis: [['newCustomers', 100]] },
    { objective: 'F1', weight: 40, parent: 'F1', kpis: [['mrr', 100]] },
  ],
  digitalMarketing: [{ objective: 'C2', weight: 100, parent: 'C2', kpis: [['newCustomers', 100]] }],
  customerSupport: [
    { objective: 'C1', weight: 70, parent: 'C1', kpis: [['responseTime', 100]] },
    { objective: 'C3', weight: 30, parent: 'C3', kpis: [['complaints', 100]] },
  ],
  warehousing: [{ objective: 'I1', weight: 100, parent: 'I1', kpis: [['cycleTime', 60], ['inventoryTurns', 40]] }],
  logistics: [{ objective: 'C4', weight: 100, parent: 'C4', kpis: [['onTime', 100]] }],
  quality: [{ objective: 'I2', weight: 100, parent: 'I2', kpis: [['defectRate', 50], ['fpy', 50]] }],
  accounting: [{ objective: 'F4', weight: 100, parent: 'F4', kpis: [['dso', 100]] }],
  talent: [{ objective: 'L4', weight: 100, parent: 'L4', kpis: [['timeToHire', 100]] }],
  itOps: [{ objective: 'I3', weight: 100, parent: 'I3', kpis: [['uptime', 60], ['incidents', 40]] }],
};

/** Levels cascaded in the previous year (department scorecards were introduced this year). */
export const PREVIOUS_YEAR_LEVELS: readonly FunctionLevel[] = ['ceo', 'division'];

// ------------------------------------------------------------------ deterministic values

/** mulberry32: a tiny seeded generator, so the demo is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number for a text (FNV-1a), to seed one generator per assignment. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function rounded(unit: DemoKpi['unit'], value: number): number {
  if (unit === '$' || unit === 'count') return Math.round(value);
  const digits = value >= 100 ? 1 : 2;
  return Number(value.toFixed(digits));
}

/**
 * Periods whose results are in by `now`: every period of a past year; in the current year, those
 * that ended before the current month ("up to last month"); none for a future year.
 */
export function reportedPeriods(frequency: Frequency, year: number, now: Date, timeZone = 'UTC'): PeriodKey[] {
  const { year: thisYear, month } = calendarMonth(now, timeZone);
  if (year < thisYear) return [...periodsOf(frequency)];
  if (year > thisYear) return [];
  return periodsOf(frequency).filter((key) => monthSpan(frequency, key).last < month);
}

export interface DemoValues {
  targets: PeriodValues;
  actualResults: PeriodValues;
}

/**
 * Targets for every period of the year and results for the reported ones, for one KPI in one
 * function. Each function has a steady performance level per KPI (some ahead, some behind) with a
 * little noise per period; the current year's amount targets grow 6 % on the previous year.
 * Cumulative KPIs carry running totals.
 */
export function demoValues(k: DemoKpi, fn: Pick<DemoFunction, 'key' | 'scale'>, year: number, thisYear: number, reported: readonly PeriodKey[]): DemoValues {
  const random = seededRandom(hashOf(`${k.key}:${fn.key}:${year}`));
  const level = 0.82 + random() * 0.3; // 82 % .. 112 % of target
  const growth = k.scales && year >= thisYear ? 1.06 : 1;
  const base = k.target * (k.scales ? fn.scale : 1) * growth;
  const targets: PeriodValues = {};
  const actualResults: PeriodValues = {};
  let targetTotal = 0;
  let actualTotal = 0;
  const done = new Set(reported);
  for (const key of periodsOf(k.frequency)) {
    const noise = 0.94 + random() * 0.12;
    // lower-is-better KPIs perform well below target: mirror the performance level around 1
    const ratio = k.polarity === 'positive' ? level * noise : (2 - level) * noise;
    let target = base;
    let actual = base * ratio;
    if (k.unit === '%' && k.polarity === 'positive') actual = Math.min(actual, 100);
    if (k.isCumulative) {
      targetTotal += target;
      actualTotal += actual;
      target = targetTotal;
      actual = actualTotal;
    }
    targets[key] = rounded(k.unit, target);
    if (done.has(key)) actualResults[key] = rounded(k.unit, actual);
  }
  return { targets, actualResults };
}
