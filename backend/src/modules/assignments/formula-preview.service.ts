import type { FormulaPreview, PeriodValues } from '@scorecard/contracts';
import { Injectable } from '@nestjs/common';
import { latestFormulaValue, parseFormula, periodsOf, type FormulaPreviewGroup } from '@scorecard/scoring';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { FunctionService } from '../functions/function.service';
import { KpiService } from '../library/kpi.service';
import { formulaInputRows } from './assignment.queries';
import { FormulaPreviewDto } from './dto/formula-preview.dto';

const NOTHING: FormulaPreview = { value: null, year: null, period: null, functionId: null, functionName: null };

/**
 * The formula editor's live preview (DESIGN decision 25's "live preview of the last period's value",
 * our addition): the formula is checked as a save would check it (the same 422s), then evaluated by
 * libs/scoring over the organization's assignments of its inputs, function by function and year by
 * year as a calculated assignment would be, and the latest period with a value is answered with
 * its function. Three queries (the library's KPIs, the inputs' assignments, the winner's name);
 * nothing is written.
 */
@Injectable()
export class FormulaPreviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kpis: KpiService,
    private readonly functions: FunctionService,
  ) {}

  async preview(actor: Actor, dto: FormulaPreviewDto): Promise<FormulaPreview> {
    const manager = this.dataSource.manager;
    await this.kpis.checkFormulaFor(manager, actor.organizationId, dto.formula, dto.kpiId ?? null);
    const parsed = parseFormula(dto.formula);
    const rows = await formulaInputRows(actor.organizationId, manager, parsed.references);
    const groups = new Map<string, FormulaPreviewGroup & { inputs: Record<string, PeriodValues | null> }>();
    for (const row of rows) {
      const key = `${row.functionId}|${row.year}`;
      const group = groups.get(key) ?? { key, year: row.year, inputs: {} };
      group.inputs[row.kpiId] = row.actualResults;
      groups.set(key, group);
    }
    const latest = latestFormulaValue(parsed, [...groups.values()], periodsOf(dto.frequency ?? 'quarterly'));
    if (!latest) return NOTHING;
    const functionId = latest.key.split('|')[0]!;
    const [fn] = await this.functions.findManyIn(manager, actor.organizationId, [functionId]);
    return { value: latest.value, year: latest.year, period: latest.period, functionId, functionName: fn?.name ?? null };
  }
}
