import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { ExplainAnswer, OrganizationSettings, ScorecardAnswer } from '@scorecard/contracts';
import { computeScorecard, explainKpi, explainLevel, explainObjective, explainPerspective, periodsOf, type ScorecardInput } from '@scorecard/scoring';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { KpiAssignmentReadsService } from '../assignments/kpi-assignment-reads.service';
import { FUNCTION_MESSAGES } from '../functions/dto/function.dto';
import { FunctionService } from '../functions/function.service';
import { SettingsService } from '../settings/settings.service';
import { EXPLAIN_MESSAGES, ExplainQueryDto } from './dto/explain-query.dto';
import { ScorecardQueryDto } from './dto/scorecard-query.dto';
import { resolveScorecardView, ScorecardView, ScorecardViewParams } from './scorecard-view';

/**
 * Computed scorecards (DESIGN decision 10 and section 5): the rows are loaded in a constant
 * number of queries (settings, the assignments with their objectives and KPIs, and the function
 * when it has none) and the numbers
 * come from libs/scoring, judged against the organization's thresholds, cap and labels.
 */
@Injectable()
export class ScorecardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly functions: FunctionService,
    private readonly kpiAssignments: KpiAssignmentReadsService,
  ) {}

  async forFunction(actor: Actor, functionId: string, query: ScorecardQueryDto): Promise<ScorecardAnswer> {
    const settings = await this.settings.get(actor.organizationId);
    const view = resolveScorecardView(query, settings.timeZone, new Date());
    // The rows first: an objective assignment of the function shows it is the organization's (the
    // rows are read within it), so only a scorecard without objectives looks the function up (issue 36).
    const input = await this.scorecardInput(actor.organizationId, functionId.toLowerCase(), view, settings);
    if (input.objectives.length === 0 && !(await this.functions.findIn(this.dataSource.manager, actor.organizationId, functionId))) {
      throw new NotFoundException(FUNCTION_MESSAGES.notFound);
    }
    return computeScorecard(input);
  }

  /**
   * DESIGN decision 22: the explain of a KPI line (`kpiAssignmentId`), an objective
   * (`objectiveAssignmentId`), a perspective (`perspective`) or the level (none), from the same rows and the same libs/scoring
   * computation as the scorecard answer (scorecardInput), so the two can never differ.
   */
  async explain(actor: Actor, functionId: string, query: ExplainQueryDto): Promise<ExplainAnswer> {
    const chosen = [query.kpiAssignmentId, query.objectiveAssignmentId, query.perspective].filter((v) => v !== undefined);
    if (chosen.length > 1) throw new BadRequestException(EXPLAIN_MESSAGES.both);
    const settings = await this.settings.get(actor.organizationId);
    const view = resolveScorecardView(query, settings.timeZone, new Date());
    // As forFunction: the function is looked up only when no objective shows it, or for its name (the level's explain).
    const input = await this.scorecardInput(actor.organizationId, functionId.toLowerCase(), view, settings);
    const levelExplain = chosen.length === 0;
    const fn = input.objectives.length === 0 || levelExplain ? await this.functions.findIn(this.dataSource.manager, actor.organizationId, functionId) : null;
    if (!fn && (input.objectives.length === 0 || levelExplain)) throw new NotFoundException(FUNCTION_MESSAGES.notFound);
    if (query.kpiAssignmentId !== undefined) {
      const answer = explainKpi(input, query.kpiAssignmentId);
      if (!answer) throw new NotFoundException(EXPLAIN_MESSAGES.kpiNotFound);
      return answer;
    }
    if (query.objectiveAssignmentId !== undefined) {
      const answer = explainObjective(input, query.objectiveAssignmentId);
      if (!answer) throw new NotFoundException(EXPLAIN_MESSAGES.objectiveNotFound);
      return answer;
    }
    // the key is validated by the DTO, and every perspective is on every scorecard
    if (query.perspective !== undefined) return explainPerspective(input, query.perspective)!;
    return explainLevel(input, fn!.name);
  }

  /** The same for the organization's CEO-level function (Corporate BSC). */
  async corporate(actor: Actor, query: ScorecardQueryDto): Promise<ScorecardAnswer> {
    const settings = await this.settings.get(actor.organizationId);
    const view = resolveScorecardView(query, settings.timeZone, new Date());
    return this.compute(actor.organizationId, await this.functions.ceoId(actor.organizationId), view, settings);
  }

  /**
   * For the briefing books (DESIGN decision 23): the function's scorecard at each period of the
   * view's frequency up to the view's period (the last one is the view's own), computed from one
   * load of its rows. The caller has checked the function belongs to the organization.
   */
  async trend(organizationId: string, functionId: string, params: ScorecardViewParams): Promise<ScorecardAnswer[]> {
    const settings = await this.settings.get(organizationId);
    const view = resolveScorecardView(params, settings.timeZone, new Date());
    const rows = await this.rows(organizationId, functionId, view, settings);
    const keys = periodsOf(view.frequency);
    return keys
      .slice(0, keys.indexOf(view.period) + 1)
      .map((period) => computeScorecard({ functionId, ...view, period, objectives: rows.objectives, kpis: rows.kpis, settings }));
  }

  /**
   * The rows every computation of a function's scorecard starts from: its assignments of the view's
   * year, with the values as they stood at the view's `asOf` when it has one (DESIGN decision 22).
   */
  rows(
    organizationId: string,
    functionId: string,
    view: Pick<ScorecardView, 'year' | 'asOf'>,
    settings: Pick<OrganizationSettings, 'requireApproval'>,
  ): ReturnType<KpiAssignmentReadsService['scorecardRows']> {
    // The review states count only with requireApproval (libs/scoring): otherwise they are not read.
    return this.kpiAssignments.scorecardRows(organizationId, functionId, String(view.year), undefined, view.asOf, { submissions: settings.requireApproval === true });
  }

  private async compute(
    organizationId: string,
    functionId: string,
    view: ScorecardView,
    settings: OrganizationSettings,
  ): Promise<ScorecardAnswer> {
    return computeScorecard(await this.scorecardInput(organizationId, functionId, view, settings));
  }

  /** The one loader of a function's scorecard rows (as of `view.asOf` when given): the scorecard answer and its explain both read through it. */
  private async scorecardInput(organizationId: string, functionId: string, view: ScorecardView, settings: OrganizationSettings): Promise<ScorecardInput> {
    const rows = await this.rows(organizationId, functionId, view, settings);
    return { functionId, ...view, objectives: rows.objectives, kpis: rows.kpis, settings };
  }
}
