import { BadRequestException, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { isUuid } from '../../common/tenancy/tenant-repository';
import { REQUEST_MESSAGES } from './request.messages';

/**
 * Reads of other contexts' tables that requests only check or label, always scoped by the
 * organization and run on the caller's manager (inside a transaction when there is one).
 */

/** Display names of the organization's users with these ids ("First Last", else the e-mail), in one query. */
export async function userNames(manager: EntityManager, organizationId: string, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map();
  const rows = (await manager.query(
    `SELECT "id", "firstName", "lastName", "email" FROM "user" WHERE "organizationId" = $1 AND "id" = ANY($2::uuid[])`,
    [organizationId, wanted],
  )) as { id: string; firstName: string | null; lastName: string | null; email: string }[];
  return new Map(rows.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email]));
}

/** Every id is a user of the organization (mentions), else 400. */
export async function assertOrganizationUsers(manager: EntityManager, organizationId: string, ids: string[], message: string): Promise<void> {
  if (ids.length === 0) return;
  const [row] = (await manager.query(`SELECT count(*)::int AS "n" FROM "user" WHERE "organizationId" = $1 AND "id" = ANY($2::uuid[])`, [
    organizationId,
    ids,
  ])) as { n: number }[];
  if (row.n !== ids.length) throw new BadRequestException(message);
}

export type AssignmentTable = 'objective_assignment' | 'kpi_assignment';

/**
 * The assignment exists in the caller's organization, else 404. The scorecard context owns these
 * tables; when one is missing (its migration not there yet) the check fails closed.
 */
export async function assertAssignment(manager: EntityManager, table: AssignmentTable, organizationId: string, id: string): Promise<void> {
  const message = table === 'objective_assignment' ? REQUEST_MESSAGES.linkedObjectiveNotFound : REQUEST_MESSAGES.linkedKpiNotFound;
  const [{ present }] = (await manager.query(`SELECT to_regclass($1) IS NOT NULL AS "present"`, [table])) as { present: boolean }[];
  if (!present) throw new NotFoundException(message);
  const found = (await manager.query(`SELECT 1 FROM "${table}" WHERE "id" = $1 AND "organizationId" = $2`, [id, organizationId])) as unknown[];
  if (found.length === 0) throw new NotFoundException(message);
}

/** Attachment names must carry an extension of the organization's allowedFileTypes (an empty list allows any). */
export function assertAttachmentTypes(names: readonly string[] | undefined, allowed: readonly string[]): void {
  if (!names?.length || allowed.length === 0) return;
  const normalized = allowed.map((a) => (a.startsWith('.') ? a : `.${a}`).toLowerCase());
  for (const name of names) {
    const dot = name.lastIndexOf('.');
    const extension = dot >= 0 ? name.slice(dot).toLowerCase() : '';
    if (!normalized.includes(extension)) throw new BadRequestException(REQUEST_MESSAGES.attachmentType(name, normalized));
  }
}
