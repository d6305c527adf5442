import { EntityManager } from 'typeorm';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { PRINCIPAL_COLUMNS, principalJoins } from '../../common/tenancy/session-principal';

/**
 * The session's principal: the user with their organization's status, read by id before any
 * tenant is known (sign-in, a session the store read without its user). The columns and joins
 * are common/tenancy/session-principal.ts's, the same ones the session store's statement reads.
 */
const SESSION_USER_SQL = `SELECT ${PRINCIPAL_COLUMNS} FROM (SELECT $1::text AS "userId") p ${principalJoins('p."userId"')}`;

export async function sessionUserRow(manager: EntityManager, userId: string): Promise<SessionPrincipal | undefined> {
  const [row] = (await manager.query(SESSION_USER_SQL, [userId])) as SessionPrincipal[];
  return row;
}
