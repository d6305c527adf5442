import type { Theme as ThemeRecord } from '@scorecard/contracts';
import { Injectable } from '@nestjs/common';
import { DEFAULT_THEME_COLOR } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { listWith, ListResult, ListSpec, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { unlinkTheme } from './objective.queries';
import { ActivitiesService } from '../activities/activities.service';
import { CreateThemeDto, THEME_MESSAGES, toThemeResponse, UpdateThemeDto } from './dto/theme.dto';
import { changesOf, inTransaction } from '../../common/writes';
import { checkEcho } from '../../common/echo-fields';
import { Theme } from './theme.entity';

/** What the activities of themes say about them. */
const THEME_ACTIVITY = { entityType: 'theme', category: 'Library' } as const;

const LIST: ListSpec = {
  sortable: { id: 't.id', name: 't.name', description: 't.description', color: 't.color', createdAt: 't.createdAt', updatedAt: 't.updatedAt' },
  defaultSort: { field: 'name', order: 'ASC' },
  searchable: ['t.name', 't.description'],
  filterable: { id: 't.id', color: 't.color', name: 't.name' },
};

@Injectable()
export class ThemeService {
  private readonly themes: TenantRepository<Theme>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
  ) {
    this.themes = new TenantRepository(dataSource.manager, Theme, THEME_MESSAGES.notFound);
  }

  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<ThemeRecord>> {
    const page = await listWith('themes', this.themes.query(actor.organizationId, 't'), parseListParams(query), LIST);
    return page.map(toThemeResponse);
  }

  async get(actor: Actor, id: string): Promise<ThemeRecord> {
    return toThemeResponse(await this.themes.get(actor.organizationId, id));
  }

  /** A theme of the organization or null (another organization's id reads as missing). */
  findIn(manager: EntityManager, organizationId: string, id: string): Promise<Theme | null> {
    return this.themes.in(manager).findOne(organizationId, id);
  }

  create(actor: Actor, dto: CreateThemeDto, manager?: EntityManager): Promise<ThemeRecord> {
    checkEcho(actor, dto);
    return inTransaction(this.dataSource, manager, async (m) => {
      const insert = () => this.themes.in(m).insert(actor.organizationId, { name: dto.name, description: dto.description ?? null, color: dto.color ?? DEFAULT_THEME_COLOR });
      const theme = await this.activities.saveAndRecord(m, actor, insert, { ...THEME_ACTIVITY, action: 'created', details: (t) => ({ color: t.color }) });
      return toThemeResponse(theme);
    });
  }

  update(actor: Actor, id: string, dto: UpdateThemeDto): Promise<ThemeRecord> {
    checkEcho(actor, dto, id);
    return this.dataSource.transaction(async (m) => {
      const themes = this.themes.in(m);
      const theme = await themes.get(actor.organizationId, id);
      const before = { ...theme };
      if (dto.name !== undefined) theme.name = dto.name;
      if (dto.description !== undefined) theme.description = dto.description;
      if (dto.color !== undefined) theme.color = dto.color;
      const saved = await this.activities.saveAndRecord(m, actor, () => themes.save(actor.organizationId, theme), {
        ...THEME_ACTIVITY,
        action: 'updated',
        details: (t) => ({ changes: changesOf(before, t, ['name', 'description', 'color']) }),
      });
      return toThemeResponse(saved);
    });
  }

  /** Objectives that used the theme show 'No theme' afterwards (themeId null), in the same transaction. */
  remove(actor: Actor, id: string): Promise<ThemeRecord> {
    return this.dataSource.transaction(async (m) => {
      const themes = this.themes.in(m);
      const theme = await themes.get(actor.organizationId, id);
      const unlinked = await unlinkTheme(actor.organizationId, m, theme.id);
      await this.activities.saveAndRecord(m, actor, () => themes.remove(actor.organizationId, theme), { ...THEME_ACTIVITY, action: 'deleted', details: () => ({ objectivesUnlinked: unlinked }) });
      return toThemeResponse(theme);
    });
  }
}
