import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DEFAULT_KPI_FREQUENCY, type OrganizationSettings, type ScorecardAnswer } from '@scorecard/contracts';
import { calendarMonth, computeScorecard, currentPeriod, normalizePeriodKey, periodsOf } from '@scorecard/scoring';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { KpiAssignmentService } from '../assignments/kpi-assignment.service';
import { FUNCTION_MESSAGES } from '../functions/dto/function.dto';
import { FunctionService } from '../functions/function.service';
import { SettingsService } from '../settings/settings.service';
import { ScorecardQueryDto, SCORECARD_QUERY_MESSAGES } from './dto/scorecard-query.dto';

/**
 * Computed scorecards (DESIGN decision 10 and section 5): the rows are loaded in a constant
 * number of queries (settings, function, objective assignments, KPI assignments) and the numbers
 * come from libs/scoring, judged against the organization's thresholds, cap and labels.
 */
@Injectable()
export class ScorecardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly functions: FunctionService,
    private readonly kpiAssignments: KpiAssignmentService,
  ) {}

  async forFunction(actor: Actor, functionId: string, query: ScorecardQueryDto): Promise<ScorecardAnswer> {
    const settings = await this.settings.get(actor.organizationId);
    const view = this.viewOf(query, settings, new Date());
    const fn = await this.functions.findIn(this.dataSource.manager, actor.organizationId, functionId);
    if (!fn) throw new NotFoundException(FUNCTION_MESSAGES.notFound);
    return this.compute(actor.organizationId, fn.id, view, settings);
  }

  /** The same for the organization's CEO-level function (Corporate BSC). */
  async corporate(actor: Actor, query: ScorecardQueryDto): Promise<ScorecardAnswer> {
    const settings = await this.settings.get(actor.organizationId);
    const view = this.viewOf(query, settings, new Date());
    const ceo = await this.functions.ceo(actor.organizationId);
    return this.compute(actor.organizationId, ceo.id, view, settings);
  }

  /** Defaults: the current year, quarterly, the current period of the frequency (organization's time zone), period view. */
  private viewOf(query: ScorecardQueryDto, settings: OrganizationSettings, now: Date) {
    const year = query.year !== undefined ? Number(query.year) : calendarMonth(now, settings.timeZone).year;
    const frequency = query.frequency ?? DEFAULT_KPI_FREQUENCY;
    let period = currentPeriod(frequency, now, settings.timeZone);
    if (query.period !== undefined) {
      const key = normalizePeriodKey(frequency, query.period);
      if (key === null) throw new BadRequestException(SCORECARD_QUERY_MESSAGES.period(query.period, frequency, periodsOf(frequency)));
      period = key;
    }
    return { year, frequency, period, view: query.view ?? 'period', now };
  }

  private async compute(
    organizationId: string,
    functionId: string,
    view: ReturnType<ScorecardService['viewOf']>,
    settings: OrganizationSettings,
  ): Promise<ScorecardAnswer> {
    const rows = await this.kpiAssignments.scorecardRows(organizationId, functionId, String(view.year));
    return computeScorecard({ functionId, ...view, objectives: rows.objectives, kpis: rows.kpis, settings });
  }
}
