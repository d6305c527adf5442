import type { OrganizationSettingsRecord } from '@scorecard/contracts';
import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { defaultOrganizationSettings, type OrganizationSettings } from '@scorecard/contracts';
import { checkScoringSettings } from '@scorecard/scoring';
import { DataSource, EntityManager } from 'typeorm';
import { MESSAGES } from '../../common/tenancy/access.guard';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { Actor } from '../../common/tenancy/actor';
import { ActivitiesService } from '../activities/activities.service';
import { toOrganizationSettingsResponse, UpdateOrganizationSettingsDto } from './dto/organization-settings.dto';
import { OrganizationSettingsRow } from './organization-settings.entity';
import { changesOf, inTransaction } from '../../common/writes';
import { checkEcho } from '../../common/echo-fields';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { SCORING_SETTINGS_CHANGED, ScoringSettingsChanged } from './settings.events';

/** Stored values over the defaults: a field added later reads as its default for old rows. */
export function mergeSettings(values: Record<string, unknown> | undefined): OrganizationSettings {
  const merged = defaultOrganizationSettings() as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(values ?? {})) {
    if (key in merged && value !== undefined && value !== null) merged[key] = value;
  }
  return merged as unknown as OrganizationSettings;
}

/** Fields of the body that are the server's own (echoed from a GET), never stored from input. */
const READ_ONLY = new Set(['id', 'organizationId', 'updatedById', 'createdAt', 'updatedAt']);
/** Labels: an empty value resets the label to its default name. */
const LABEL = /^(perspective.*Name|level.*Name|term.*Label)$/;
const WORKFLOWS = new Set(['dataCollectionWorkflow', 'changeRequestWorkflow']);
const SCORING = ['exceedsTargetThreshold', 'onTargetThreshold', 'nearTargetThreshold', 'atRiskThreshold', 'scoreCapPercentage', 'requireApproval'] as const;

@Injectable()
export class SettingsService {
  /** Settings read inside a transaction, per transaction: a multi-step change (the demo seed) reads them once. */
  private readonly inTransaction = new WeakMap<object, Map<string, OrganizationSettings>>();

  private readonly rows: TenantRepository<OrganizationSettingsRow>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly events: EventEmitter2,
  ) {
    this.rows = new TenantRepository(dataSource.manager, OrganizationSettingsRow);
  }

  /** The organization's effective settings (scorecards read thresholds, cap and labels here). */
  async get(organizationId: string, manager: EntityManager = this.dataSource.manager): Promise<OrganizationSettings> {
    const cache = this.cacheOf(manager);
    const cached = cache?.get(organizationId);
    if (cached) return cached;
    // Only the values, without an entity: findOneBy cost the API 0.23 ms of CPU a call, this 0.07 (issue 36).
    const row = await this.rows.in(manager).query(organizationId, 's').select('s."values"', 'values').limit(1).getRawOne<Pick<OrganizationSettingsRow, 'values'>>();
    const settings = mergeSettings(row?.values);
    cache?.set(organizationId, settings);
    return settings;
  }

  /**
   * A new organization's settings row (only its name stored; everything else reads as the
   * default), written on the transaction that creates the organization.
   */
  async createDefaults(manager: EntityManager, organizationId: string, organizationName: string): Promise<void> {
    await manager.getRepository(OrganizationSettingsRow).insert({ organizationId, values: { organizationName } });
  }

  /** The cache of the manager's transaction; none outside a transaction (every request reads afresh). */
  private cacheOf(manager: EntityManager): Map<string, OrganizationSettings> | null {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) return null;
    let cache = this.inTransaction.get(runner);
    if (!cache) this.inTransaction.set(runner, (cache = new Map()));
    return cache;
  }

  /** GET /api/organization-settings: the full effective settings object. */
  async read(actor: Actor): Promise<OrganizationSettingsRecord> {
    const row = await this.rows.findOneBy(actor.organizationId, {});
    return toOrganizationSettingsResponse(actor.organizationId, row);
  }

  /**
   * PUT /api/organization-settings (admins): any subset of the fields, checked with the save rules
   * of platform.md section 5 on the resulting settings (thresholds strictly descending, cap at
   * least 100). The row is locked for the transaction so concurrent saves do not lose fields; the
   * activity and, when the cap changed, the recomputed stored scores are written with it.
   */
  update(actor: Actor, dto: UpdateOrganizationSettingsDto, manager?: EntityManager): Promise<OrganizationSettingsRecord> {
    if (!actor.isAdmin) throw new ForbiddenException(MESSAGES.forbidden);
    checkEcho(actor, { organizationId: dto.organizationId });
    return inTransaction(this.dataSource, manager, async (m) => {
      const rows = this.rows.in(m);
      const existing = await rows.query(actor.organizationId, 's').setLock('pessimistic_write').getOne();
      const row = existing ?? Object.assign(new OrganizationSettingsRow(), { organizationId: actor.organizationId, values: {} });
      if (dto.id !== undefined && dto.id !== row.id) throw new BadRequestException('id must be the id of your organization settings');
      const before = mergeSettings(row.values);
      const values: Record<string, unknown> = { ...row.values };
      for (const [key, value] of Object.entries(dto) as [string, unknown][]) {
        if (value === undefined || READ_ONLY.has(key)) continue;
        if (LABEL.test(key) && value === '') delete values[key];
        else if (WORKFLOWS.has(key)) values[key] = { ...(before[key as keyof OrganizationSettings] as object), ...stripUndefined(value as object) };
        else values[key] = value;
      }
      const after = mergeSettings(values);
      const problems = checkScoringSettings(after);
      if (problems.length > 0) throw new BadRequestException({ message: problems[0], errors: problems });
      row.values = values;
      row.updatedById = actor.userId;
      const saved = await rows.save(actor.organizationId, row);
      this.cacheOf(m)?.set(actor.organizationId, after);
      const keys = Object.keys(after).filter((k) => k !== 'updatedById') as (keyof OrganizationSettings)[];
      const changes = changesOf(before, after, keys);
      if (SCORING.some((key) => key in changes)) {
        // Awaited: the listeners write on this transaction, and their failure rolls it back.
        await this.events.emitAsync(SCORING_SETTINGS_CHANGED, { manager: m, organizationId: actor.organizationId, changed: SCORING.filter((key) => key in changes) } satisfies ScoringSettingsChanged);
      }
      await this.activities.record(m, actor, {
        action: 'updated',
        entityType: 'organization_settings',
        entityId: saved.id,
        entityName: after.organizationName || null,
        category: 'Organization',
        details: { changes },
      });
      return toOrganizationSettingsResponse(actor.organizationId, saved);
    });
  }
}

function stripUndefined(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
