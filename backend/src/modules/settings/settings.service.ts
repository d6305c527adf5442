import { Injectable } from '@nestjs/common';
import { defaultOrganizationSettings, type OrganizationSettings } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { OrganizationSettingsRow } from './organization-settings.entity';

/** Stored values over the defaults: a field added later reads as its default for old rows. */
export function mergeSettings(values: Record<string, unknown> | undefined): OrganizationSettings {
  const merged = defaultOrganizationSettings() as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(values ?? {})) {
    if (key in merged && value !== undefined && value !== null) merged[key] = value;
  }
  return merged as unknown as OrganizationSettings;
}

@Injectable()
export class SettingsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The organization's effective settings (scorecards read thresholds, cap and labels here). */
  async get(organizationId: string, manager: EntityManager = this.dataSource.manager): Promise<OrganizationSettings> {
    const row = await manager.getRepository(OrganizationSettingsRow).findOne({ where: { organizationId } });
    return mergeSettings(row?.values);
  }
}
