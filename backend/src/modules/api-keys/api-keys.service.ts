import type { ApiKey, CreatedApiKey } from '@scorecard/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { ApiKeyRow } from './api-key.entity';
import { CreateApiKeyDto } from './dto/api-key.dto';

export const API_KEY_NOT_FOUND = 'API key not found';

/** SHA-256 of the key: the key has 256 random bits, so a fast hash is as safe as a slow one. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function toResponse(row: ApiKeyRow): ApiKey {
  return { id: row.id, name: row.name, scope: row.scope, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/** Settings → API: an admin's keys for the organization (DESIGN decision 26). */
@Injectable()
export class ApiKeysService {
  private readonly keys: TenantRepository<ApiKeyRow>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
  ) {
    this.keys = new TenantRepository(dataSource.manager, ApiKeyRow, API_KEY_NOT_FOUND);
  }

  async list(actor: Actor): Promise<ApiKey[]> {
    const rows = await this.keys.find(actor.organizationId, { revokedAt: IsNull() }, { order: { createdAt: 'DESC' } });
    return rows.map(toResponse);
  }

  /** The key is answered this once; only its hash is stored. */
  async create(actor: Actor, dto: CreateApiKeyDto): Promise<CreatedApiKey> {
    const key = `sk_${randomBytes(32).toString('base64url')}`;
    const row = await this.dataSource.transaction((manager) =>
      this.activities.saveAndRecord(
        manager,
        actor,
        () => this.keys.in(manager).insert(actor.organizationId, { createdById: actor.userId, name: dto.name, scope: dto.scope, keyHash: hashApiKey(key) }),
        { action: 'api_key_created', entityType: 'api_key', category: 'Organization', details: (r) => ({ scope: r.scope }) },
      ),
    );
    return { id: row.id, name: row.name, scope: row.scope, createdAt: row.createdAt.toISOString(), key };
  }

  /** Revoked at once: the next call with the key answers 401. */
  async revoke(actor: Actor, id: string): Promise<ApiKey> {
    return this.dataSource.transaction(async (manager) => {
      const keys = this.keys.in(manager);
      const row = await keys.get(actor.organizationId, id);
      if (row.revokedAt) throw new NotFoundException(API_KEY_NOT_FOUND);
      row.revokedAt = new Date();
      await keys.update(actor.organizationId, row, ['revokedAt']);
      await this.activities.record(manager, actor, { action: 'api_key_revoked', entityType: 'api_key', entityId: row.id, entityName: row.name, category: 'Organization' });
      return toResponse(row);
    });
  }
}
