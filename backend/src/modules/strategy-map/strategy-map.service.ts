import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { OBJECTIVE_LINK_MESSAGES, type ObjectiveLink as ObjectiveLinkRecord, type StrategyMapAnswer } from '@scorecard/contracts';
import { statusFor } from '@scorecard/scoring';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { ObjectiveAssignmentService } from '../assignments/objective-assignment.service';
import { ObjectiveService } from '../library/objective.service';
import { ScorecardQueryDto } from '../scorecards/dto/scorecard-query.dto';
import { ScorecardService } from '../scorecards/scorecard.service';
import { SettingsService } from '../settings/settings.service';
import { ObjectiveLink } from './objective-link.entity';
import { leadsTo, lockFunctionLinks } from './objective-link.queries';

const LINK_ACTIVITY = { entityType: 'objective_link', category: 'Assignments' } as const;

/** How many objectives one look-up of their themes asks for (the list's page size). */
const THEME_PAGE = 100;

const toRecord = (l: ObjectiveLink): ObjectiveLinkRecord => ({
  id: l.id,
  fromObjectiveAssignmentId: l.fromObjectiveAssignmentId,
  toObjectiveAssignmentId: l.toObjectiveAssignmentId,
});

/**
 * Strategy map (DESIGN decision 23): cause-and-effect links between objective assignments of one
 * function and year, and the map of a function: the Corporate BSC's scorecard (ScorecardService,
 * not recomputed here) arranged by perspective, with each objective's status and theme and the
 * links between them. Links go with their objective assignments (ON DELETE CASCADE).
 */
@Injectable()
export class StrategyMapService {
  private readonly links: TenantRepository<ObjectiveLink>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly objectiveAssignments: ObjectiveAssignmentService,
    private readonly objectives: ObjectiveService,
    private readonly scorecards: ScorecardService,
    private readonly settings: SettingsService,
  ) {
    this.links = new TenantRepository(dataSource.manager, ObjectiveLink, OBJECTIVE_LINK_MESSAGES.notFound);
  }

  /** 201 with the link; 404 for an end outside the organization, 422 across functions or years, for a self-link or a cycle, 409 for a duplicate. */
  createLink(actor: Actor, from: string, to: string): Promise<ObjectiveLinkRecord> {
    const org = actor.organizationId;
    return this.dataSource.transaction(async (m) => {
      const source = await this.objectiveAssignments.findIn(m, org, from);
      const target = await this.objectiveAssignments.findIn(m, org, to);
      if (!source || !target) throw new NotFoundException(OBJECTIVE_LINK_MESSAGES.objectiveNotFound);
      if (source.id === target.id) throw new UnprocessableEntityException(OBJECTIVE_LINK_MESSAGES.self);
      if (source.organizationFunctionId !== target.organizationFunctionId || source.period !== target.period) {
        throw new UnprocessableEntityException(OBJECTIVE_LINK_MESSAGES.crossFunction);
      }
      await lockFunctionLinks(org, m, source.organizationFunctionId);
      const links = this.links.in(m);
      if (await links.findOneBy(org, { fromObjectiveAssignmentId: source.id, toObjectiveAssignmentId: target.id })) {
        throw new ConflictException(OBJECTIVE_LINK_MESSAGES.duplicate);
      }
      if (await leadsTo(org, m, target.id, source.id)) throw new UnprocessableEntityException(OBJECTIVE_LINK_MESSAGES.cycle);
      const sourceObjective = await this.objectives.findIn(m, org, source.objectiveId);
      const targetObjective = await this.objectives.findIn(m, org, target.objectiveId);
      const link = await this.activities.saveAndRecord(
        m,
        actor,
        () =>
          links.insert(org, {
            organizationFunctionId: source.organizationFunctionId,
            fromObjectiveAssignmentId: source.id,
            toObjectiveAssignmentId: target.id,
            createdById: actor.userId,
          }),
        {
          ...LINK_ACTIVITY,
          action: 'created',
          entityName: () => `${sourceObjective?.name ?? ''} → ${targetObjective?.name ?? ''}`,
          details: (l) => ({ functionId: l.organizationFunctionId, fromObjectiveAssignmentId: l.fromObjectiveAssignmentId, toObjectiveAssignmentId: l.toObjectiveAssignmentId }),
        },
      );
      return toRecord(link);
    });
  }

  removeLink(actor: Actor, id: string): Promise<ObjectiveLinkRecord> {
    return this.dataSource.transaction(async (m) => {
      const links = this.links.in(m);
      const link = await links.get(actor.organizationId, id);
      await this.activities.saveAndRecord(m, actor, () => links.remove(actor.organizationId, link), {
        ...LINK_ACTIVITY,
        action: 'deleted',
        entityName: () => null,
        details: (l) => ({ functionId: l.organizationFunctionId, fromObjectiveAssignmentId: l.fromObjectiveAssignmentId, toObjectiveAssignmentId: l.toObjectiveAssignmentId }),
      });
      return toRecord(link);
    });
  }

  /** The map of a function for a view: a constant number of queries whatever the number of objectives (up to 100 a theme look-up). */
  async map(actor: Actor, functionId: string, query: ScorecardQueryDto): Promise<StrategyMapAnswer> {
    const scorecard = await this.scorecards.forFunction(actor, functionId, query);
    const settings = await this.settings.get(actor.organizationId);
    const objectives = scorecard.perspectives.flatMap((p) => p.objectives);
    const themes = await this.themesOf(actor, objectives.map((o) => o.objectiveId));
    const ids = new Set(objectives.map((o) => o.objectiveAssignmentId));
    const links =
      ids.size === 0
        ? []
        : await this.links
            .query(actor.organizationId, 'l')
            .where('l.organizationFunctionId = :functionId', { functionId: scorecard.functionId })
            .orderBy('l.createdAt', 'ASC')
            .addOrderBy('l.id', 'ASC')
            .getMany();
    return {
      perspectives: scorecard.perspectives.map((p) => ({
        key: p.key,
        name: p.name,
        objectives: p.objectives.map((o) => ({
          objectiveAssignmentId: o.objectiveAssignmentId,
          name: o.name,
          score: o.score,
          status: statusFor(o.score, settings),
          themeId: themes.get(o.objectiveId) ?? null,
        })),
      })),
      links: links
        .filter((l) => ids.has(l.fromObjectiveAssignmentId) && ids.has(l.toObjectiveAssignmentId))
        .map((l) => ({ id: l.id, from: l.fromObjectiveAssignmentId, to: l.toObjectiveAssignmentId })),
    };
  }

  private async themesOf(actor: Actor, objectiveIds: string[]): Promise<Map<string, string | null>> {
    const unique = [...new Set(objectiveIds)];
    const themes = new Map<string, string | null>();
    for (let i = 0; i < unique.length; i += THEME_PAGE) {
      const ids = unique.slice(i, i + THEME_PAGE);
      const page = await this.objectives.list(actor, { filter: JSON.stringify({ id: ids }), range: JSON.stringify([0, ids.length - 1]) });
      for (const o of page.rows) themes.set(o.id, o.themeId);
    }
    return themes;
  }
}
