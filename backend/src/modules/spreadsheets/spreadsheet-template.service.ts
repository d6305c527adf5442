import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { SPREADSHEET_COLUMNS as C, SPREADSHEET_SHEETS, type SpreadsheetValueKind } from '@scorecard/contracts';
import { defaultAssignmentPeriod, periodsOf, valueAt } from '@scorecard/scoring';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import type { SpreadsheetAssignmentRow } from '../assignments/assignment.types';
import { KpiAssignmentReadsService } from '../assignments/kpi-assignment-reads.service';
import { FUNCTION_MESSAGES } from '../functions/dto/function.dto';
import { FunctionService } from '../functions/function.service';
import { YEAR_PATTERN } from '../scorecards/dto/scorecard-query.dto';
import { SettingsService } from '../settings/settings.service';
import { periodColumnsFor, PeriodColumn } from './period-columns';
import { csvDownload, SpreadsheetDownload, SpreadsheetFormat, slug, streamedXlsx } from './spreadsheet-file';
import { SPREADSHEET_MESSAGES as M } from './spreadsheet-messages';

export interface TemplateQuery {
  functionId?: string;
  year?: string;
  descendants?: boolean;
  format: SpreadsheetFormat;
}

const NOT_APPLICABLE = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } } as const;

/**
 * The targets-and-results template of a function (optionally with its descendants) for a year: one
 * row per KPI assignment, one column per period, current values filled in, the assignment's id last.
 * Cells of periods that are not the KPI's are shaded in the .xlsx (the import refuses values there).
 */
@Injectable()
export class SpreadsheetTemplateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly functions: FunctionService,
    private readonly kpiAssignments: KpiAssignmentReadsService,
    private readonly settings: SettingsService,
  ) {}

  async template(actor: Actor, query: TemplateQuery): Promise<SpreadsheetDownload> {
    const org = actor.organizationId;
    const { timeZone } = await this.settings.get(org);
    const year = query.year?.trim() || defaultAssignmentPeriod(new Date(), timeZone);
    if (!YEAR_PATTERN.test(year)) throw new BadRequestException(M.year);
    const fn = query.functionId ? await this.functions.findIn(this.dataSource.manager, org, query.functionId) : await this.functions.ceo(org);
    if (!fn) throw new NotFoundException(FUNCTION_MESSAGES.notFound);
    const ids = query.descendants ? await this.functions.subtreeIds(org, fn.id) : [fn.id];
    const rows = await this.kpiAssignments.spreadsheetRows(org, ids, year);
    const columns = periodColumnsFor(rows.map((r) => r.frequency));
    const fileName = `targets-and-results-${slug(fn.name)}-${year}`;
    if (query.format === 'csv') {
      const header = [C.function, C.objective, C.kpi, C.unit, C.frequency, C.values, ...columns.map((c) => c.header), C.assignmentId];
      const lines = (['targets', 'actualResults'] as const).flatMap((kind) =>
        rows.map((r) => [r.functionName, r.objectiveName, r.kpiName, r.unit, r.frequency, SPREADSHEET_SHEETS[kind], ...cellsOf(r, kind, columns), r.id]),
      );
      return csvDownload([header, ...lines], fileName);
    }
    // The streaming writer commits each row as it goes: a 10,000-assignment template in a fraction
    // of the time (and memory) of building the whole workbook first.
    return streamedXlsx(fileName, (workbook) => {
      for (const kind of ['targets', 'actualResults'] as const) {
        const sheet = workbook.addWorksheet(SPREADSHEET_SHEETS[kind], { views: [{ state: 'frozen', ySplit: 1 }] });
        const header = [C.function, C.objective, C.kpi, C.unit, C.frequency, ...columns.map((c) => c.header), C.assignmentId];
        sheet.columns = header.map((h, i) => ({ width: i === header.length - 1 ? 38 : i < 3 ? 28 : Math.max(10, h.length + 2) }));
        const headerRow = sheet.addRow(header);
        headerRow.font = { bold: true };
        headerRow.commit();
        for (const r of rows) {
          const line = sheet.addRow([r.functionName, r.objectiveName, r.kpiName, r.unit, r.frequency, ...cellsOf(r, kind, columns), r.id]);
          const own = new Set<string>(periodsOf(r.frequency));
          columns.forEach((c, i) => {
            if (!own.has(c.key)) line.getCell(6 + i).fill = NOT_APPLICABLE;
          });
          line.commit();
        }
        sheet.commit();
      }
    });
  }
}

function cellsOf(row: SpreadsheetAssignmentRow, kind: SpreadsheetValueKind, columns: PeriodColumn[]): (number | null)[] {
  return columns.map((c) => valueAt(row[kind], c.key));
}
