import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';

/** A session's expiry is pushed forward at most this often by one process (sessions last 14 days). */
export const TOUCH_EVERY_MS = 10 * 60 * 1000;
/** Bounds the memory of recent touches; when full it starts over (a few extra touches, nothing lost). */
const REMEMBERED_TOUCHES = 50_000;

/**
 * Sessions in PostgreSQL (connect-pg-simple). Rolling sessions make express-session touch the store
 * on every response, which was an UPDATE per API call, reads included (issue 18): here a session is
 * touched when this process has not touched it for ten minutes, so an active session still slides
 * forward and expires at most ten minutes earlier than with a write on every call.
 */
export function createSessionStore(pool: Pool): session.Store & { close(): void } {
  const PgStore = connectPgSimple(session);
  const recentTouches = new Map<string, number>();

  class ThrottledPgStore extends PgStore {
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
