import type { CommentRecord } from '@scorecard/contracts';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ListResult, ListSpec, listWith, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { EmployeeService } from '../employees/employee.service';
import { SettingsService } from '../settings/settings.service';
import { CommentRow, DELETED_COMMENT_CONTENT } from './comment.entity';
import { CreateCommentDto, toCommentResponse, UpdateCommentDto } from './dto/comment.dto';
import { UsersService } from '../users/users.service';
import { assertAttachmentTypes } from './attachments';
import { COMMENT_MESSAGES as M } from './request.messages';
import { RequestService } from './request.service';
import { NotificationEvents } from '../notifications/notification-events';
import { commentPosted } from '../notifications/request-events';

/** What the activities of comments say about them (the entry is named after the request). */
const COMMENT_ACTIVITY = { entityType: 'comment', category: 'Requests' } as const;

const LIST_SPEC: ListSpec = {
  sortable: { id: 'c.id', createdAt: 'c.createdAt', updatedAt: 'c.updatedAt' },
  defaultSort: { field: 'createdAt', order: 'ASC' },
  searchable: ['c.content'],
  filterable: { id: 'c.id', requestId: 'c.requestId', parentCommentId: 'c.parentCommentId', authorId: 'c.authorId', isDeleted: 'c.isDeleted' },
};

@Injectable()
export class CommentService {
  private readonly comments: TenantRepository<CommentRow>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly settings: SettingsService,
    private readonly requests: RequestService,
    private readonly employees: EmployeeService,
    private readonly users: UsersService,
    private readonly notifications: NotificationEvents,
  ) {
    this.comments = new TenantRepository(dataSource.manager, CommentRow, M.notFound);
  }

  /** GET /api/comments?requestId=: a request's thread, oldest first, replies carrying parentCommentId. */
  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<CommentRecord>> {
    const params = parseListParams(query, ['requestId']);
    const requestId = params.filter.requestId;
    if (requestId !== undefined && !Array.isArray(requestId)) await this.requests.getIn(this.dataSource.manager, actor.organizationId, requestId);
    const page = await listWith('comments', this.comments.query(actor.organizationId, 'c'), params, LIST_SPEC);
    const names = await this.users.displayNames(actor.organizationId, page.rows.map((c) => c.authorId));
    return page.map((c) => toCommentResponse(c, c.authorId ? (names.get(c.authorId) ?? null) : null));
  }

  async get(actor: Actor, id: string): Promise<CommentRecord> {
    return this.respond(this.dataSource.manager, await this.comments.get(actor.organizationId, id));
  }

  async create(actor: Actor, dto: CreateCommentDto): Promise<CommentRecord> {
    return this.dataSource.transaction(async (manager) => {
      if (dto.authorId && !(await this.employees.isCaller(manager, actor, dto.authorId))) throw new BadRequestException(M.authorMismatch);
      return this.respond(manager, await this.createIn(manager, actor, dto));
    });
  }

  /**
   * Posts a comment or a reply by the caller. Replies nest one level: a reply to a reply joins the
   * thread of its root comment.
   */
  async createIn(manager: EntityManager, actor: Actor, dto: CreateCommentDto): Promise<CommentRow> {
    const request = await this.requests.getIn(manager, actor.organizationId, dto.requestId);
    let parentCommentId: string | null = null;
    let parentAuthorId: string | null = null;
    if (dto.parentCommentId) {
      const parent = await this.comments.in(manager).findOne(actor.organizationId, dto.parentCommentId);
      if (!parent) throw new NotFoundException(M.parentNotFound);
      if (parent.requestId !== request.id) throw new UnprocessableEntityException(M.parentOtherRequest);
      if (parent.isDeleted) throw new UnprocessableEntityException(M.parentDeleted);
      parentCommentId = parent.parentCommentId ?? parent.id;
      parentAuthorId = parent.authorId;
    }
    const mentions = unique(dto.mentions);
    await this.assertMentionable(manager, actor.organizationId, mentions);
    assertAttachmentTypes(dto.attachments, (await this.settings.get(actor.organizationId, manager)).allowedFileTypes);
    const insert = () =>
      this.comments.in(manager).insert(actor.organizationId, {
        requestId: request.id,
        parentCommentId,
        authorId: actor.userId,
        content: dto.content,
        attachments: dto.attachments ?? [],
        mentions,
        isDeleted: false,
      });
    const comment = await this.activities.saveAndRecord(manager, actor, insert, {
      ...COMMENT_ACTIVITY,
      action: 'created',
      entityName: () => request.title,
      details: () => ({ requestId: request.id, reply: parentCommentId !== null }),
    });
    await this.notifications.record(manager, ...commentPosted(actor, request, { ...comment, parentAuthorId }));
    return comment;
  }

  /** PUT /api/comments/:id: an edit of content, mentions or attachments, or a soft delete with isDeleted true. */
  async update(actor: Actor, id: string, dto: UpdateCommentDto): Promise<CommentRecord> {
    return this.dataSource.transaction(async (manager) => this.respond(manager, await this.updateIn(manager, actor, id, dto)));
  }

  async remove(actor: Actor, id: string): Promise<CommentRecord> {
    return this.dataSource.transaction(async (manager) => this.respond(manager, await this.removeIn(manager, actor, id)));
  }

  /** An edit of content, mentions or attachments by the author or an admin; isDeleted true is a soft delete. */
  async updateIn(manager: EntityManager, actor: Actor, id: string, dto: UpdateCommentDto): Promise<CommentRow> {
    if (dto.isDeleted === true) return this.removeIn(manager, actor, id);
    const comment = await this.editable(manager, actor, id);
    if (comment.isDeleted) throw new UnprocessableEntityException(M.deletedReadOnly);
    const mentions = dto.mentions === undefined ? undefined : unique(dto.mentions);
    if (mentions) await this.assertMentionable(manager, actor.organizationId, mentions);
    if (dto.attachments) assertAttachmentTypes(dto.attachments, (await this.settings.get(actor.organizationId, manager)).allowedFileTypes);
    const changes: Record<string, { oldValue: unknown; newValue: unknown }> = {};
    if (dto.content !== undefined && dto.content !== comment.content) changes.content = { oldValue: comment.content, newValue: dto.content };
    if (mentions && JSON.stringify(mentions) !== JSON.stringify(comment.mentions)) changes.mentions = { oldValue: comment.mentions, newValue: mentions };
    if (dto.attachments && JSON.stringify(dto.attachments) !== JSON.stringify(comment.attachments)) {
      changes.attachments = { oldValue: comment.attachments, newValue: dto.attachments };
    }
    if (Object.keys(changes).length === 0) return comment;
    if (changes.content) comment.content = dto.content!;
    if (changes.mentions) comment.mentions = mentions!;
    if (changes.attachments) comment.attachments = dto.attachments!;
    return this.save(manager, actor, comment, 'updated', { changes });
  }

  /** Soft delete: the row stays (its replies keep their place) with the content replaced. Repeating it changes nothing. */
  async removeIn(manager: EntityManager, actor: Actor, id: string): Promise<CommentRow> {
    const comment = await this.editable(manager, actor, id);
    if (comment.isDeleted) return comment;
    comment.isDeleted = true;
    comment.content = DELETED_COMMENT_CONTENT;
    comment.mentions = [];
    comment.attachments = [];
    return this.save(manager, actor, comment, 'deleted', {});
  }

  /** The comment, if the caller is its author or an admin (platform.md section 6). */
  private async editable(manager: EntityManager, actor: Actor, id: string): Promise<CommentRow> {
    const comment = await this.comments.in(manager).get(actor.organizationId, id);
    if (!actor.isAdmin && comment.authorId !== actor.userId) throw new ForbiddenException(M.forbidden);
    return comment;
  }

  /** Saves an edited comment with its activity, which is named after the comment's request. */
  private async save(manager: EntityManager, actor: Actor, comment: CommentRow, action: string, details: Record<string, unknown>): Promise<CommentRow> {
    const request = await this.requests.getIn(manager, actor.organizationId, comment.requestId);
    return this.activities.saveAndRecord(manager, actor, () => this.comments.in(manager).save(actor.organizationId, comment), {
      ...COMMENT_ACTIVITY,
      action,
      entityName: () => request.title,
      details: (c) => ({ requestId: c.requestId, ...details }),
    });
  }

  private async respond(manager: EntityManager, comment: CommentRow): Promise<CommentRecord> {
    const names = await this.users.displayNames(comment.organizationId, [comment.authorId], manager);
    return toCommentResponse(comment, comment.authorId ? (names.get(comment.authorId) ?? null) : null);
  }

  /** Every mentioned id is a user of the organization, else 400. */
  private async assertMentionable(manager: EntityManager, organizationId: string, ids: string[]): Promise<void> {
    if (ids.length && (await this.users.countAmong(organizationId, ids, manager)) !== ids.length) throw new BadRequestException(M.mentionsOutside);
  }
}

function unique(ids: string[] | undefined): string[] {
  return [...new Set((ids ?? []).map((id) => id.toLowerCase()))];
}
