import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import { LOADED_PRINCIPAL, PRINCIPAL_COLUMNS, principalJoins, principalOf } from './tenancy/session-principal';

/** A session's expiry is pushed forward at most this often by one process (sessions last 14 days). */
export const TOUCH_EVERY_MS = 10 * 60 * 1000;
/** Bounds the memory of recent touches; when full it starts over (a few extra touches, nothing lost). */
const REMEMBERED_TOUCHES = 50_000;

/**
 * Sessions in PostgreSQL (connect-pg-simple), with the two pieces of per-request work made cheap
 * (issue 18):
 * - reading a session also reads its user and their organization's status in the same statement,
 *   left on the session as LOADED_PRINCIPAL for the passport deserializer (session.serializer.ts),
 *   where two queries a call were spent before; it is never stored;
 * - rolling sessions make express-session touch the store on every response, an UPDATE per API
 *   call, reads included: here a session is touched when this process has not touched it for ten
 *   minutes, so an active session still slides forward and expires at most ten minutes earlier.
 */
export function createSessionStore(pool: Pool, { preparedReads = true }: { preparedReads?: boolean } = {}): session.Store & { close(): void } {
  const PgStore = connectPgSimple(session);
  const recentTouches = new Map<string, number>();

  const READ_SQL = `SELECT s."sess", ${PRINCIPAL_COLUMNS} FROM "session" s ${principalJoins(`s."sess" #>> '{passport,user}'`)}
                     WHERE s."sid" = $1 AND s."expire" >= to_timestamp($2)`;

  class ThrottledPgStore extends PgStore {
    override get(sid: string, done: (err: unknown, session?: session.SessionData | null) => void): void {
      // Answered on a later tick, outside the promise: what the callback runs next (the rest of the
      // request) must not land in this catch.
      // Named: each connection parses and plans it once, not on every request (PostgreSQL's CPU
      // for the lightest call fell from 0.21 to 0.04 ms).
      pool.query({ ...(preparedReads ? { name: 'scorecard-session-read' } : {}), text: READ_SQL, values: [sid, Math.ceil(Date.now() / 1000)] }).then(
        ({ rows: [row] }) => {
          let sess: Record<string, unknown> | null = null;
          try {
            if (row) sess = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as Record<string, unknown>;
          } catch (err) {
            return process.nextTick(done, err);
          }
          if (sess && (sess.passport as { user?: unknown } | undefined)?.user !== undefined) sess[LOADED_PRINCIPAL] = principalOf(row);
          process.nextTick(done, null, sess as unknown as session.SessionData | null);
        },
        (err: unknown) => process.nextTick(done, err),
      );
    }

    override set(sid: string, sess: session.SessionData, done?: (err?: unknown) => void): void {
      const { [LOADED_PRINCIPAL]: _loaded, ...stored } = sess as unknown as Record<string, unknown>;
      super.set(sid, stored as unknown as session.SessionData, done);
    }

    override touch(sid: string, sess: session.SessionData, done?: (err?: unknown) => void): void {
      const now = Date.now();
      const last = recentTouches.get(sid);
      if (last !== undefined && now - last < TOUCH_EVERY_MS) {
        done?.();
        return;
      }
      if (recentTouches.size >= REMEMBERED_TOUCHES) recentTouches.clear();
      recentTouches.set(sid, now);
      super.touch(sid, sess, (err?: unknown) => {
        if (err) recentTouches.delete(sid);
        done?.(err);
      });
    }

    override destroy(sid: string, done?: (err?: unknown) => void): void {
      recentTouches.delete(sid);
      super.destroy(sid, done);
    }
  }

  return new ThrottledPgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
}
