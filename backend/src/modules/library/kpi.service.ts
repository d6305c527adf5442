import type { Kpi as KpiRecord } from '@scorecard/contracts';
import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { defaultYtdAggregation, formulaGraphProblem } from '@scorecard/scoring';
import { DEFAULT_KPI_FREQUENCY, DEFAULT_KPI_UNIT, DEFAULT_POLARITY } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { listWith, ListResult, ListSpec, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { AssignmentCountsService } from '../assignments/assignment-counts.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { KPI_FORMULA_CHANGED, KPI_REMOVED, KPI_RENAMED, KPI_SCORING_CHANGED, KpiFormulaChanged, KpiRemoved, KpiRenamed, KpiScoringChanged } from './library.events';
import { CreateKpiDto, KPI_MESSAGES, toKpiResponse, UpdateKpiDto } from './dto/kpi.dto';
import { Kpi } from './kpi.entity';
import { changesOf, inTransaction } from '../../common/writes';
import { checkEcho } from '../../common/echo-fields';
import { KPI_LIMIT, ensureBelowLimit } from './plan-limits';

const LIST: ListSpec = {
  sortable: {
    id: 'k.id',
    name: 'k.name',
    description: 'k.description',
    unit: 'k.unit',
    polarity: 'k.polarity',
    frequency: 'k.frequency',
    isCumulative: 'k.isCumulative',
    createdAt: 'k.createdAt',
    updatedAt: 'k.updatedAt',
  },
  defaultSort: { field: 'name', order: 'ASC' },
  searchable: ['k.name', 'k.description'],
  filterable: { id: 'k.id', unit: 'k.unit', polarity: 'k.polarity', frequency: 'k.frequency', isCumulative: 'k.isCumulative' },
};

const FIELDS = ['name', 'description', 'unit', 'polarity', 'frequency', 'isCumulative', 'formula', 'ytdAggregation'] as const;

/** What a calculated KPI's recompute needs of it (DESIGN decision 25). */
export type CalculatedKpi = Pick<Kpi, 'id' | 'name' | 'formula' | 'frequency' | 'polarity' | 'ytdAggregation'>;

const YTD_FORMULA_NEEDS_FORMULA = "ytdAggregation 'formula' needs a formula";

/** What the activities of library KPIs say about them. */
const KPI_ACTIVITY = { entityType: 'kpi', category: 'Library' } as const;

@Injectable()
export class KpiService {
  private readonly kpis: TenantRepository<Kpi>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly organizations: OrganizationsService,
    private readonly assignmentCounts: AssignmentCountsService,
    private readonly events: EventEmitter2,
  ) {
    this.kpis = new TenantRepository(dataSource.manager, Kpi, KPI_MESSAGES.notFound);
  }

  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<KpiRecord>> {
    const page = await listWith('kpis', this.kpis.query(actor.organizationId, 'k'), parseListParams(query), LIST);
    return page.map(toKpiResponse);
  }

  async get(actor: Actor, id: string): Promise<KpiRecord> {
    return toKpiResponse(await this.kpis.get(actor.organizationId, id));
  }

  /** How many the organization has (the dashboard's tiles). */
  count(organizationId: string): Promise<number> {
    return this.kpis.count(organizationId);
  }

  /** For the assignments context: a KPI of the organization, or null. */
  findIn(manager: EntityManager, organizationId: string, id: string): Promise<Kpi | null> {
    return this.kpis.in(manager).findOne(organizationId, id);
  }

  /** For the assignments context: the organization's calculated KPIs (one query, only those with a formula). */
  calculatedIn(manager: EntityManager, organizationId: string): Promise<CalculatedKpi[]> {
    return this.kpis
      .in(manager)
      .query(organizationId, 'k')
      .select(['k.id', 'k.name', 'k.formula', 'k.frequency', 'k.polarity', 'k.ytdAggregation'])
      .andWhere('k.formula IS NOT NULL')
      .getMany();
  }

  /**
   * For the formula preview (assignments context): 422 with the message a save would answer when
   * `formula` cannot be saved on the KPI `kpiId` (null: a new KPI, named 'This KPI'); another
   * organization's KPI is 404. One query.
   */
  async checkFormulaFor(manager: EntityManager, organizationId: string, formula: string, kpiId: string | null): Promise<void> {
    const all = await this.kpis.in(manager).query(organizationId, 'k').select(['k.id', 'k.name', 'k.formula']).getMany();
    const own = kpiId === null ? null : all.find((k) => k.id === kpiId);
    if (own === undefined) throw new NotFoundException(KPI_MESSAGES.notFound);
    const problem = formulaGraphProblem({ id: kpiId, name: own?.name ?? 'This KPI', formula }, all);
    if (problem) throw new UnprocessableEntityException(problem);
  }

  /**
   * 422 with a message naming the KPI when the formula cannot be saved: a syntax error, a reference
   * to a KPI that is not the organization's, a self-reference or a cycle (libs/scoring).
   */
  private async checkFormula(m: EntityManager, organizationId: string, kpi: { id: string | null; name: string; formula: string | null; ytdAggregation: string }): Promise<void> {
    if (kpi.formula === null) {
      if (kpi.ytdAggregation === 'formula') throw new UnprocessableEntityException(YTD_FORMULA_NEEDS_FORMULA);
      return;
    }
    const all = await this.kpis.in(m).query(organizationId, 'k').select(['k.id', 'k.name', 'k.formula']).getMany();
    const problem = formulaGraphProblem({ id: kpi.id, name: kpi.name, formula: kpi.formula }, all);
    if (problem) throw new UnprocessableEntityException(problem);
  }

  create(actor: Actor, dto: CreateKpiDto, manager?: EntityManager): Promise<KpiRecord> {
    checkEcho(actor, dto);
    return inTransaction(this.dataSource, manager, async (m) => {
      const formula = dto.formula ?? null;
      const ytdAggregation = dto.ytdAggregation ?? defaultYtdAggregation(formula);
      await this.checkFormula(m, actor.organizationId, { id: null, name: dto.name, formula, ytdAggregation });
      await ensureBelowLimit(this.organizations, m, actor.organizationId, KPI_LIMIT, () => this.kpis.in(m).count(actor.organizationId));
      const insert = () =>
        this.kpis.in(m).insert(actor.organizationId, {
          name: dto.name,
          description: dto.description ?? null,
          unit: dto.unit ?? DEFAULT_KPI_UNIT,
          polarity: dto.polarity ?? DEFAULT_POLARITY,
          frequency: dto.frequency ?? DEFAULT_KPI_FREQUENCY,
          isCumulative: dto.isCumulative ?? false,
          formula,
          ytdAggregation,
        });
      const kpi = await this.activities.saveAndRecord(m, actor, insert, {
        ...KPI_ACTIVITY,
        action: 'created',
        details: (k) => ({ unit: k.unit, polarity: k.polarity, frequency: k.frequency, isCumulative: k.isCumulative, ...(k.formula ? { formula: k.formula, ytdAggregation: k.ytdAggregation } : {}) }),
      });
      return toKpiResponse(kpi);
    });
  }

  /** A change of polarity, frequency or type recomputes the stored scores of its assignments in the same transaction. */
  update(actor: Actor, id: string, dto: UpdateKpiDto): Promise<KpiRecord> {
    checkEcho(actor, dto, id);
    return this.dataSource.transaction(async (m) => {
      const kpis = this.kpis.in(m);
      const kpi = await kpis.get(actor.organizationId, id);
      const before = { ...kpi };
      for (const field of FIELDS) {
        if (dto[field] !== undefined) (kpi as unknown as Record<string, unknown>)[field] = dto[field];
      }
      // A formula added or removed without an explicit aggregation takes the default (DESIGN decision 25).
      if (dto.ytdAggregation === undefined && dto.formula !== undefined && (before.formula === null) !== (kpi.formula === null)) {
        kpi.ytdAggregation = defaultYtdAggregation(kpi.formula);
      }
      if (dto.formula !== undefined || dto.ytdAggregation !== undefined) await this.checkFormula(m, actor.organizationId, kpi);
      const changes = changesOf(before, kpi, FIELDS);
      const saved = await this.activities.saveAndRecord(m, actor, () => kpis.save(actor.organizationId, kpi), { ...KPI_ACTIVITY, action: 'updated', details: () => ({ changes }) });
      if (changes.polarity || changes.frequency || changes.isCumulative || changes.formula || changes.ytdAggregation) {
        // Awaited: the listeners write on this transaction, and their failure rolls it back.
        await this.events.emitAsync(KPI_SCORING_CHANGED, { manager: m, organizationId: actor.organizationId, kpiId: saved.id } satisfies KpiScoringChanged);
      }
      if (changes.name) {
        await this.events.emitAsync(KPI_RENAMED, { manager: m, organizationId: actor.organizationId, kpiId: saved.id, name: saved.name } satisfies KpiRenamed);
      }
      if (changes.formula || changes.frequency) {
        // The calculated KPI's assignments take their values from the new formula, on this transaction.
        await this.events.emitAsync(KPI_FORMULA_CHANGED, { manager: m, organizationId: actor.organizationId, kpiId: saved.id } satisfies KpiFormulaChanged);
      }
      return toKpiResponse(saved);
    });
  }

  /** Removes the template and, through the foreign keys, its KPI assignments (one transaction). */
  remove(actor: Actor, id: string): Promise<KpiRecord> {
    return this.dataSource.transaction(async (m) => {
      const kpis = this.kpis.in(m);
      const kpi = await kpis.get(actor.organizationId, id);
      await this.assignmentCounts.guardCascade(m, actor.organizationId, { kpiId: kpi.id });
      const removed = await this.assignmentCounts.dependentsOf(m, actor.organizationId, { kpiId: kpi.id });
      await this.activities.saveAndRecord(m, actor, () => kpis.remove(actor.organizationId, kpi), { ...KPI_ACTIVITY, action: 'deleted', details: () => removed });
      await this.events.emitAsync(KPI_REMOVED, { manager: m, organizationId: actor.organizationId, kpiId: kpi.id } satisfies KpiRemoved);
      return toKpiResponse(kpi);
    });
  }
}
