import { BadRequestException, Injectable } from '@nestjs/common';
import {
  type Initiative,
  FREQUENCY_DISPLAY_NAMES,
  OBJECTIVE_STATUS_DISPLAY_NAMES,
  PALETTE,
  parseAsOf,
  perspectiveName,
  POLARITY_DISPLAY_NAMES,
  type PerformanceStatus,
  type ScorecardAnswer,
} from '@scorecard/contracts';
import { coverageNote, periodLabel, statusColor } from '@scorecard/scoring';
import type ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import { parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { FunctionService } from '../functions/function.service';
import { InitiativeService } from '../initiatives/initiative.service';
import { KpiOverviewService } from '../kpi-overview/kpi-overview.service';
import { KpiService } from '../library/kpi.service';
import { ObjectiveService } from '../library/objective.service';
import { ThemeService } from '../library/theme.service';
import { resolveScorecardView } from '../scorecards/scorecard-view';
import { ScorecardService } from '../scorecards/scorecard.service';
import { SettingsService } from '../settings/settings.service';
import { csvDownload, newWorkbook, sheetName, SpreadsheetDownload, SpreadsheetFormat, slug, styleHeader, xlsxDownload } from './spreadsheet-file';
import { SPREADSHEET_MESSAGES as M } from './spreadsheet-messages';

export const LIBRARY_LISTS = ['objectives', 'kpis', 'themes'] as const;
export type LibraryList = (typeof LIBRARY_LISTS)[number];

/** A further sheet of a workbook (a section below the table in a .csv): its name, header and rows. */
interface ExtraSheet {
  name: string;
  header: string[];
  rows: (string | number | null)[][];
  /** 0-based columns holding money, drawn with two decimals */
  moneyColumns?: number[];
}

/** A table to write: title lines above it, its header, its rows, and the status of each row (for colour). */
interface Table {
  title: string[];
  header: string[];
  rows: (string | number | null)[][];
  statuses: (PerformanceStatus | null)[];
  statusColumn: number;
  /** rows drawn bold (perspective and objective lines of a scorecard) */
  bold?: boolean[];
}

const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

/**
 * Downloads of what the screens show: a scorecard view and KPI Overview's filtered list as .xlsx
 * (status cells coloured as on screen) or .csv, and the Library's lists as .csv. The numbers come
 * from the same services as the screens' answers, so an export never disagrees with them.
 */
@Injectable()
export class SpreadsheetExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly functions: FunctionService,
    private readonly scorecards: ScorecardService,
    private readonly overview: KpiOverviewService,
    private readonly objectives: ObjectiveService,
    private readonly kpis: KpiService,
    private readonly themes: ThemeService,
    private readonly initiatives: InitiativeService,
  ) {}

  async scorecard(actor: Actor, functionId: string, query: Record<string, unknown>, format: SpreadsheetFormat): Promise<SpreadsheetDownload> {
    const view = { year: query.year, frequency: query.frequency, period: query.period, view: query.view, asOf: query.asOf } as Record<string, string>;
    const answer = functionId === 'corporate' ? await this.scorecards.corporate(actor, view) : await this.scorecards.forFunction(actor, functionId, view);
    const fn = (await this.functions.findIn(this.dataSource.manager, actor.organizationId, answer.functionId))!;
    const s = await this.settings.get(actor.organizationId);
    const levelNote = coverageNote(answer.coverage, s.termKpisLabel);
    const table: Table = {
      title: [s.organizationName, `Scorecard: ${fn.name}`, viewLine(answer), ...asOfLine(query.asOf), `${s.termScoreLabel}: ${answer.score === null ? 'No data' : `${round(answer.score)}%`}${levelNote === null ? '' : ` (${levelNote})`}`],
      // Coverage (DESIGN decision 19): beside a rolled-up score taken from less than all of its KPIs
      header: ['Perspective', 'Objective', s.termKpisLabel, 'Unit', 'Weight (%)', s.termTargetsLabel, s.termActualResultsLabel, `${s.termScoreLabel} (%)`, 'Status', 'Owner', 'Reported', 'Coverage'],
      rows: [],
      statuses: [],
      statusColumn: 8,
      bold: [],
    };
    const push = (row: Table['rows'][number], status: PerformanceStatus | null, bold: boolean) => {
      table.rows.push(row);
      table.statuses.push(status);
      table.bold!.push(bold);
    };
    for (const p of answer.perspectives) {
      push([p.name, null, null, null, null, null, null, round(p.score), null, null, null, coverageNote(p.coverage, s.termKpisLabel)], null, true);
      for (const o of p.objectives) {
        push([p.name, o.name, null, null, o.weight, null, null, round(o.score), null, null, null, coverageNote(o.coverage, s.termKpisLabel)], null, true);
        for (const k of o.kpis) {
          push([p.name, o.name, k.name, k.unit, k.weight, k.target, k.actual, round(k.score), k.status, k.ownerName, `${k.reportedPeriods} of ${k.duePeriods}`, null], k.status, false);
        }
      }
    }
    return this.write(table, `scorecard-${slug(fn.name)}-${answer.year}-${answer.period}-${answer.view}`, format, [await this.initiativesSheet(actor, answer)]);
  }

  /** The initiatives serving the scorecard's objectives (DESIGN decision 24), one row each, read in one call. */
  private async initiativesSheet(actor: Actor, answer: ScorecardAnswer): Promise<ExtraSheet> {
    const objectiveNames = new Map(answer.perspectives.flatMap((p) => p.objectives.map((o) => [o.objectiveAssignmentId, o.name] as const)));
    const initiatives = await this.initiatives.forObjectiveAssignments(actor.organizationId, [...objectiveNames.keys()]);
    return {
      name: 'Initiatives',
      header: ['Objectives', 'Initiative', 'Status', 'Owner', 'Start date', 'Due date', 'Progress (%)', 'Budget', 'Spent', 'Milestones', 'Overdue milestone'],
      moneyColumns: [7, 8],
      rows: initiatives.map((i) => [i.objectiveAssignmentIds.flatMap((id) => objectiveNames.get(id) ?? []).join('; '), ...initiativeCells(i)]),
    };
  }

  async kpiOverview(actor: Actor, query: Record<string, unknown>, format: SpreadsheetFormat): Promise<SpreadsheetDownload> {
    // No range: every row of the filter, scored as the screen scores its pages.
    const { rows } = await this.overview.list(actor, { filter: query.filter, sort: query.sort });
    const s = await this.settings.get(actor.organizationId);
    const filter = parseListParams({ filter: query.filter }).filter as Record<string, string | undefined>;
    // The same reading of the view as the list's (it has already refused bad values).
    const view = resolveScorecardView(filter, s.timeZone, new Date());
    const table: Table = {
      title: [s.organizationName, 'KPI Overview', viewLine(view), ...asOfLine(filter.asOf), filter.q ? `Search: ${filter.q}` : ''].filter(Boolean),
      header: ['Function', 'Perspective', 'Objective', s.termKpisLabel, 'Unit', 'Frequency', 'Weight (%)', s.termTargetsLabel, s.termActualResultsLabel, `${s.termScoreLabel} (%)`, 'Status', 'Owner'],
      rows: rows.map((r) => [r.functionName, r.perspectiveName, r.objectiveName, r.name, r.unit, FREQUENCY_DISPLAY_NAMES[r.frequency], r.weight, r.target, r.actual, round(r.score), r.status, r.ownerName]),
      statuses: rows.map((r) => r.status),
      statusColumn: 10,
    };
    return this.write(table, `kpi-overview-${view.year}-${view.period}-${view.view}`, format);
  }

  async library(actor: Actor, list: string, query: Record<string, unknown>): Promise<SpreadsheetDownload> {
    if (!(LIBRARY_LISTS as readonly string[]).includes(list)) throw new BadRequestException(M.libraryList);
    const params = { filter: query.filter, sort: query.sort };
    const s = await this.settings.get(actor.organizationId);
    if (list === 'objectives') {
      const { rows } = await this.objectives.list(actor, params);
      return csvDownload(
        [['Name', 'Description', 'Perspective', 'Status', 'Owner', 'ID'], ...rows.map((o) => [o.name, o.description, perspectiveName(o.bscPerspective, s), OBJECTIVE_STATUS_DISPLAY_NAMES[o.status], o.ownerName, o.id])],
        'library-objectives',
      );
    }
    if (list === 'kpis') {
      const { rows } = await this.kpis.list(actor, params);
      return csvDownload(
        [['Name', 'Description', 'Unit', 'Polarity', 'Frequency', 'Cumulative', 'ID'], ...rows.map((k) => [k.name, k.description, k.unit, POLARITY_DISPLAY_NAMES[k.polarity], FREQUENCY_DISPLAY_NAMES[k.frequency], k.isCumulative ? 'Yes' : 'No', k.id])],
        'library-kpis',
      );
    }
    const { rows } = await this.themes.list(actor, params);
    return csvDownload([['Name', 'Description', 'Colour', 'ID'], ...rows.map((t) => [t.name, t.description, t.color, t.id])], 'library-themes');
  }

  /** The Initiatives list as the screen filters and sorts it, every row, as CSV. */
  async initiativeList(actor: Actor, query: Record<string, unknown>): Promise<SpreadsheetDownload> {
    const { rows } = await this.initiatives.list(actor, { filter: query.filter, sort: query.sort });
    return csvDownload(
      [
        ['Name', 'Status', 'Owner', 'Start date', 'Due date', 'Progress (%)', 'Budget', 'Spent', 'Milestones', 'Overdue milestone', 'ID'],
        ...rows.map((i) => [...initiativeCells(i), i.id]),
      ],
      'initiatives',
    );
  }

  private async write(table: Table, fileName: string, format: SpreadsheetFormat, extras: ExtraSheet[] = []): Promise<SpreadsheetDownload> {
    if (format === 'csv') {
      const sections = extras.flatMap((e) => [[], [e.name], e.header, ...e.rows]);
      return csvDownload([...table.title.map((line) => [line]), [], table.header, ...table.rows, ...sections], fileName);
    }
    const workbook = newWorkbook();
    const sheet = workbook.addWorksheet(sheetName(table.title[1]!));
    for (const line of table.title) sheet.addRow([line]);
    sheet.getRow(1).font = { bold: true, size: 14 };
    sheet.addRow([]);
    const headerRow = table.title.length + 2;
    sheet.addRow(table.header);
    styleHeader(sheet, headerRow, 12);
    table.rows.forEach((values, i) => {
      const row = sheet.addRow(values);
      if (table.bold?.[i]) row.font = { bold: true };
      const status = table.statuses[i];
      if (status) paintStatus(row.getCell(table.statusColumn + 1), status);
    });
    for (const extra of extras) {
      const more = workbook.addWorksheet(sheetName(extra.name));
      more.addRow(extra.header);
      styleHeader(more, 1, 12);
      for (const values of extra.rows) {
        const row = more.addRow(values.map((v, i) => (extra.moneyColumns?.includes(i) && v !== null ? Number(v) : v)));
        for (const i of extra.moneyColumns ?? []) row.getCell(i + 1).numFmt = '#,##0.00';
      }
    }
    return xlsxDownload(workbook, fileName);
  }
}

/** The status colour of the screens (libs/scoring → PALETTE), white bold text on it (AA by the palette's rule). */
function paintStatus(cell: ExcelJS.Cell, status: PerformanceStatus): void {
  const hex = PALETTE[statusColor(status)].light.replace('#', '').toUpperCase();
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${hex}` } };
  cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
}

/** e.g. 'Q2 2026 · Quarterly · Period view' */
function viewLine(view: Pick<ScorecardAnswer, 'year' | 'period' | 'frequency' | 'view'>): string {
  return `${periodLabel(view.period, view.year)} · ${FREQUENCY_DISPLAY_NAMES[view.frequency]} · ${view.view === 'ytd' ? 'Year to date' : 'Period'} view`;
}

/** 'As of 2026-03-31T23:59:59.000Z' under the view line of an export read as of an instant (DESIGN decision 22); the call has checked it. */
function asOfLine(value: unknown): string[] {
  const asOf = parseAsOf(value);
  return asOf ? [`As of ${asOf.toISOString()}`] : [];
}

/** An initiative's cells, from its name to its overdue flag, as the scorecard's sheet and the list's CSV both write them. */
function initiativeCells(i: Initiative): (string | number | null)[] {
  const milestones = i.milestones.map((m) => `${m.name} (${m.dueDate}${m.done ? ', done' : ''})`).join('; ');
  return [i.name, i.status, i.ownerName, i.startDate, i.dueDate, i.percentComplete, i.budget, i.spent, milestones, i.hasOverdueMilestone ? 'Yes' : 'No'];
}
