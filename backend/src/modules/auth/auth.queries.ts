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

/**
 * Ends every session of the user at once (a deactivated member, DESIGN decision 20): the session
 * rows whose passport user is theirs, on the caller's transaction. Answers how many ended.
 */
export async function deleteSessionsOf(manager: EntityManager, userId: string): Promise<number> {
  const [, deleted] = (await manager.query(`DELETE FROM "session" WHERE "sess" #>> '{passport,user}' = $1`, [userId])) as [unknown, number];
  return deleted;
}

/** One session row of a user, as the sessions list needs it (the session id stays on the server). */
export interface SessionRow {
  sid: string;
  sess: Record<string, unknown>;
  expire: Date;
}

/** The user's open sessions (DESIGN decision 28), newest expiry first. */
export async function sessionRowsOf(manager: EntityManager, userId: string): Promise<SessionRow[]> {
  return (await manager.query(
    `SELECT "sid", "sess", "expire" FROM "session" WHERE "sess" #>> '{passport,user}' = $1 AND "expire" >= now() ORDER BY "expire" DESC`,
    [userId],
  )) as SessionRow[];
}

/** Ends one session of the user; answers whether it was theirs and open. */
export async function deleteSessionOf(manager: EntityManager, userId: string, sid: string): Promise<boolean> {
  const [, deleted] = (await manager.query(`DELETE FROM "session" WHERE "sid" = $1 AND "sess" #>> '{passport,user}' = $2`, [sid, userId])) as [unknown, number];
  return deleted > 0;
}

/** Ends every session of the user but `keepSid` (a password change keeps the caller's own). */
export async function deleteSessionsOfExcept(manager: EntityManager, userId: string, keepSid: string): Promise<number> {
  const [, deleted] = (await manager.query(`DELETE FROM "session" WHERE "sess" #>> '{passport,user}' = $1 AND "sid" <> $2`, [userId, keepSid])) as [unknown, number];
  return deleted;
}
