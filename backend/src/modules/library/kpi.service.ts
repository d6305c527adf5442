import type { Kpi as KpiRecord } from '@scorecard/contracts';
import { Injectable } from '@nestjs/common';
import { DEFAULT_KPI_FREQUENCY, DEFAULT_KPI_UNIT, DEFAULT_POLARITY } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { listWith, ListResult, ListSpec, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { AssignmentCountsService } from '../assignments/assignment-counts.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { KPI_SCORING_CHANGED, KpiScoringChanged } from './library.events';
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

const FIELDS = ['name', 'description', 'unit', 'polarity', 'frequency', 'isCumulative'] as const;

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

  create(actor: Actor, dto: CreateKpiDto, manager?: EntityManager): Promise<KpiRecord> {
    checkEcho(actor, dto);
    return inTransaction(this.dataSource, manager, async (m) => {
      await ensureBelowLimit(this.organizations, m, actor.organizationId, KPI_LIMIT, () => this.kpis.in(m).count(actor.organizationId));
      const insert = () =>
        this.kpis.in(m).insert(actor.organizationId, {
          name: dto.name,
          description: dto.description ?? null,
          unit: dto.unit ?? DEFAULT_KPI_UNIT,
          polarity: dto.polarity ?? DEFAULT_POLARITY,
          frequency: dto.frequency ?? DEFAULT_KPI_FREQUENCY,
          isCumulative: dto.isCumulative ?? false,
        });
      const kpi = await this.activities.saveAndRecord(m, actor, insert, {
        ...KPI_ACTIVITY,
        action: 'created',
        details: (k) => ({ unit: k.unit, polarity: k.polarity, frequency: k.frequency, isCumulative: k.isCumulative }),
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
      const changes = changesOf(before, kpi, FIELDS);
      const saved = await this.activities.saveAndRecord(m, actor, () => kpis.save(actor.organizationId, kpi), { ...KPI_ACTIVITY, action: 'updated', details: () => ({ changes }) });
      if (changes.polarity || changes.frequency || changes.isCumulative) {
        // Awaited: the listeners write on this transaction, and their failure rolls it back.
        await this.events.emitAsync(KPI_SCORING_CHANGED, { manager: m, organizationId: actor.organizationId, kpiId: saved.id } satisfies KpiScoringChanged);
      }
      return toKpiResponse(saved);
    });
  }

  /** Removes the template and, through the foreign keys, its KPI assignments (one transaction). */
  remove(actor: Actor, id: string): Promise<KpiRecord> {
    return this.dataSource.transaction(async (m) => {
      const kpis = this.kpis.in(m);
      const kpi = await kpis.get(actor.organizationId, id);
      const removed = await this.assignmentCounts.dependentsOf(m, actor.organizationId, { kpiId: kpi.id });
      await this.activities.saveAndRecord(m, actor, () => kpis.remove(actor.organizationId, kpi), { ...KPI_ACTIVITY, action: 'deleted', details: () => removed });
      return toKpiResponse(kpi);
    });
  }
}
