import type { BriefingBookSection, ScorecardAnswer, ScorecardKpi } from '@scorecard/contracts';

/** Everything one book prints, gathered by the job before Chromium starts (no database access while rendering). */
export interface PrintModel {
  organizationName: string;
  title: string;
  /** 'Q2 2026' */
  periodName: string;
  view: 'period' | 'ytd';
  sections: BriefingBookSection[];
  functions: PrintFunction[];
  generatedAt: Date;
}

export interface PrintFunction {
  name: string;
  /** the view's own scorecard */
  scorecard: ScorecardAnswer;
  /** the scorecards of each period up to the view's (the KPI trend charts) */
  trend: ScorecardAnswer[];
  commentary: string | null;
}

const STATUS_COLORS: Record<string, string> = {
  'Exceeds Target': '#1b7f3b',
  'On Target': '#3fa34d',
  'Near Target': '#e0a800',
  'At Risk': '#ef6c00',
  'Below Target': '#c62828',
};
const statusColor = (status: string): string => STATUS_COLORS[status] ?? '#9e9e9e';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const num = (v: number | null, digits = 1): string => (v === null ? '—' : Number.isInteger(v) ? String(v) : v.toFixed(digits));
const pct = (v: number | null): string => (v === null ? '—' : `${v.toFixed(1)}%`);

/** The print stylesheet: A4, no navigation, each function and section starting on its own page. */
const STYLE = `
  @page { size: A4; margin: 22mm 14mm 18mm 14mm; }
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', Arial, sans-serif; color: #1a1a1a; font-size: 10.5pt; margin: 0; }
  h1 { font-size: 22pt; margin: 0 0 6mm; }
  h2 { font-size: 16pt; margin: 0 0 4mm; border-bottom: 2px solid #1f4e79; padding-bottom: 2mm; }
  h3 { font-size: 12pt; margin: 5mm 0 2mm; color: #1f4e79; }
  .cover { page-break-after: always; padding-top: 50mm; }
  .cover p { font-size: 13pt; margin: 2mm 0; }
  section.fn-section { page-break-before: always; }
  section.fn-section:first-of-type { page-break-before: auto; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 4mm; page-break-inside: auto; }
  tr { page-break-inside: avoid; }
  th, td { border: 1px solid #c8c8c8; padding: 1.5mm 2mm; text-align: left; vertical-align: top; }
  th { background: #eef2f7; font-weight: 600; }
  td.n { text-align: right; white-space: nowrap; }
  .status { display: inline-block; width: 3mm; height: 3mm; border-radius: 50%; margin-right: 1.5mm; vertical-align: middle; }
  .objective td { background: #f7f7f7; font-weight: 600; }
  .charts { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
  .chart { border: 1px solid #d8d8d8; padding: 2mm; page-break-inside: avoid; }
  .chart p { margin: 0 0 1mm; font-weight: 600; font-size: 9.5pt; }
  .commentary { white-space: pre-wrap; border-left: 3px solid #1f4e79; padding-left: 3mm; }
  .empty { color: #555; font-style: italic; }
`;

/** Header and footer of every page, drawn by Chromium (its templates fill pageNumber and totalPages). */
export function headerTemplate(model: PrintModel): string {
  return `<div style="font-size:8px;width:100%;padding:0 14mm;display:flex;justify-content:space-between;color:#444;font-family:Arial,sans-serif">
    <span>${escapeHtml(model.organizationName)}</span><span>${escapeHtml(model.title)} · ${escapeHtml(model.periodName)}</span></div>`;
}

export function footerTemplate(model: PrintModel): string {
  return `<div style="font-size:8px;width:100%;padding:0 14mm;display:flex;justify-content:space-between;color:#444;font-family:Arial,sans-serif">
    <span>${escapeHtml(model.organizationName)} · ${escapeHtml(model.periodName)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}

function scorecardTable(card: ScorecardAnswer): string {
  const rows: string[] = [];
  for (const p of card.perspectives) {
    rows.push(`<tr><th colspan="7">${escapeHtml(p.name)} — score ${pct(p.score)}</th></tr>`);
    for (const o of p.objectives) {
      rows.push(`<tr class="objective"><td colspan="6">${escapeHtml(o.name)}</td><td class="n">${pct(o.score)}</td></tr>`);
      for (const k of o.kpis) rows.push(kpiRow(k));
    }
  }
  if (rows.length === 0) return '<p class="empty">No objectives are assigned to this function for the year.</p>';
  return `<p>Overall score: <strong>${pct(card.score)}</strong></p>
    <table><thead><tr><th>KPI</th><th>Unit</th><th>Weight</th><th>Target</th><th>Actual</th><th>Status</th><th>Score</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table>`;
}

function kpiRow(k: ScorecardKpi): string {
  return `<tr><td>${escapeHtml(k.name)}</td><td>${escapeHtml(k.unit)}</td><td class="n">${num(k.weight)}%</td><td class="n">${num(k.target, 2)}</td>
    <td class="n">${num(k.actual, 2)}</td><td><span class="status" style="background:${statusColor(k.status)}"></span>${escapeHtml(k.status)}</td><td class="n">${pct(k.score)}</td></tr>`;
}

/** One small line chart per KPI: target (dashed) and actual per period, as inline SVG. */
function trendCharts(fn: PrintFunction): string {
  const kpis = fn.scorecard.perspectives.flatMap((p) => p.objectives.flatMap((o) => o.kpis));
  if (kpis.length === 0) return '<p class="empty">No KPIs to chart.</p>';
  const series = (id: string) => fn.trend.map((card) => card.perspectives.flatMap((p) => p.objectives.flatMap((o) => o.kpis)).find((k) => k.kpiAssignmentId === id) ?? null);
  const charts = kpis.map((k) => {
    const points = series(k.kpiAssignmentId);
    const labels = fn.trend.map((c) => c.period.toUpperCase().slice(0, 3));
    const values = points.flatMap((p) => [p?.actual ?? null, p?.target ?? null]).filter((v): v is number => v !== null);
    const w = 300, h = 110, left = 34, bottom = 18, top = 8;
    const min = Math.min(0, ...values), max = Math.max(1, ...values);
    const x = (i: number) => left + (points.length <= 1 ? (w - left) / 2 : (i * (w - left - 10)) / (points.length - 1));
    const y = (v: number) => top + (h - top - bottom) * (1 - (v - min) / (max - min || 1));
    const line = (pick: (p: ScorecardKpi | null) => number | null) =>
      points.map((p, i) => ({ v: pick(p), i })).filter((d): d is { v: number; i: number } => d.v !== null).map((d) => `${x(d.i).toFixed(1)},${y(d.v).toFixed(1)}`).join(' ');
    const actual = line((p) => p?.actual ?? null), target = line((p) => p?.target ?? null);
    return `<div class="chart"><p>${escapeHtml(k.name)}${k.unit ? ` (${escapeHtml(k.unit)})` : ''}</p>
      <svg width="100%" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(k.name)} trend">
        <line x1="${left}" y1="${h - bottom}" x2="${w}" y2="${h - bottom}" stroke="#888" stroke-width="0.7"/>
        <text x="2" y="${top + 6}" font-size="8">${num(max, 1)}</text><text x="2" y="${h - bottom}" font-size="8">${num(min, 1)}</text>
        ${labels.map((l, i) => `<text x="${x(i).toFixed(1)}" y="${h - 5}" font-size="8" text-anchor="middle">${escapeHtml(l)}</text>`).join('')}
        ${target ? `<polyline points="${target}" fill="none" stroke="#7f7f7f" stroke-dasharray="4 3" stroke-width="1.4"/>` : ''}
        ${actual ? `<polyline points="${actual}" fill="none" stroke="#1f4e79" stroke-width="2"/>` : ''}
        ${points.map((p, i) => (p?.actual != null ? `<circle cx="${x(i).toFixed(1)}" cy="${y(p.actual).toFixed(1)}" r="2.4" fill="#1f4e79"/>` : '')).join('')}
      </svg></div>`;
  });
  return `<p>Actual (solid) and target (dashed) per period.</p><div class="charts">${charts.join('')}</div>`;
}

/** The book's print view: a cover, then per function the chosen sections, each starting a page. */
export function renderPrintHtml(model: PrintModel): string {
  const parts: string[] = [];
  for (const fn of model.functions) {
    for (const section of model.sections) {
      if (section === 'scorecard') parts.push(sectionOf(fn, 'Scorecard', scorecardTable(fn.scorecard)));
      if (section === 'kpi-trends') parts.push(sectionOf(fn, 'KPI trends', trendCharts(fn)));
      if (section === 'commentary')
        parts.push(sectionOf(fn, 'Commentary', fn.commentary ? `<div class="commentary">${escapeHtml(fn.commentary)}</div>` : '<p class="empty">No commentary for this period.</p>'));
      // 'strategy-map' is accepted but not printed yet (the strategy map is built on another branch).
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(model.title)}</title><style>${STYLE}</style></head>
  <body><div class="cover"><h1>${escapeHtml(model.title)}</h1><p>${escapeHtml(model.organizationName)}</p>
  <p>${escapeHtml(model.periodName)} · ${model.view === 'ytd' ? 'Year to date' : 'Period'}</p>
  <p>${model.functions.length} function${model.functions.length === 1 ? '' : 's'}: ${model.functions.map((f) => escapeHtml(f.name)).join(', ')}</p>
  <p>Generated ${model.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</p></div>
  ${parts.join('\n')}</body></html>`;
}

function sectionOf(fn: PrintFunction, heading: string, body: string): string {
  return `<section class="fn-section"><h2>${escapeHtml(fn.name)}</h2><h3>${heading}</h3>${body}</section>`;
}
