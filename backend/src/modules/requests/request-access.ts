import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { isUuid } from '../../common/tenancy/tenant-repository';
import { EmployeeService } from '../employees/employee.service';
import { requests } from './request.queries';
import { RequestRow } from './request.entity';
import { REQUEST_MESSAGES as M } from './request.messages';

/** Who may touch which request (platform.md section 6), shared by edits and the status workflow. */
@Injectable()
export class RequestAccess {
  constructor(private readonly employees: EmployeeService) {}

  /** The request, row-locked for the transaction: concurrent changes queue, so each history row names the true previous status. */
  async lock(manager: EntityManager, organizationId: string, id: unknown): Promise<RequestRow> {
    if (!isUuid(id)) throw new NotFoundException(M.notFound);
    const request = await requests(organizationId, manager).andWhere('r.id = :id', { id }).setLock('pessimistic_write').getOne();
    if (!request) throw new NotFoundException(M.notFound);
    return request;
  }

  /** Owner, requester (both employees) or an admin. */
  async assertMayChange(manager: EntityManager, actor: Actor, request: RequestRow, message: string): Promise<void> {
    if (actor.isAdmin) return;
    const me = await this.employees.findForActor(manager, actor);
    if (!me || (me.id !== request.ownerId && me.id !== request.requesterId)) throw new ForbiddenException(message);
  }

  /** The requester or an admin. */
  async assertMayDelete(manager: EntityManager, actor: Actor, request: RequestRow): Promise<void> {
    if (actor.isAdmin) return;
    const me = await this.employees.findForActor(manager, actor);
    if (me?.id !== request.requesterId) throw new ForbiddenException(M.deleteForbidden);
  }
}
