import crypto from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { sessions } from '@/server/db/schema';
import { keyHint } from '@/server/hub/keys';
import { seal, unseal } from './session-crypto';

/** Writing `last_seen_at` on every request would serialise the embedded database for nothing. */
const TOUCH_EVERY_MS = 60_000;

export interface OpenSession {
  id: string;
  apiKey: string;
  keyHint: string;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface SessionLimits {
  /** Ends a session this long after its last request (SESSION_IDLE_HOURS). */
  idleMs: number;
  /** Ends a session this long after sign-in, however busy (SESSION_MAX_DAYS). */
  maxAgeMs: number;
}

/** Sessions live in the database; the browser holds only a random token, the row only its hash. */
export class SessionStore {
  constructor(
    private readonly database: Database,
    private readonly secret: Buffer,
    private readonly limits: SessionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  async create(apiKey: string): Promise<{ token: string; session: OpenSession }> {
    const token = crypto.randomBytes(32).toString('base64url');
    const id = hashToken(token);
    const hint = keyHint(apiKey);
    const at = new Date(this.now());
    await this.database.run((db) =>
      db.insert(sessions).values({
        id,
        sealedKey: seal(apiKey, this.secret),
        keyHint: hint,
        createdAt: at,
        lastSeenAt: at,
      }),
    );
    return { token, session: { id, apiKey, keyHint: hint } };
  }

  /** The live session of a token, touched; an idle, too old or unreadable one is removed. */
  async find(token: string | undefined): Promise<OpenSession | null> {
    if (!token || token.length > 100) return null;
    const id = hashToken(token);
    const now = this.now();
    return this.database.run(async (db) => {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      if (!row) return null;
      const apiKey = unseal(row.sealedKey, this.secret);
      if (
        !apiKey ||
        now - row.lastSeenAt.getTime() > this.limits.idleMs ||
        now - row.createdAt.getTime() > this.limits.maxAgeMs
      ) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, id));
      }
      return { id, apiKey, keyHint: row.keyHint };
    });
  }

  async remove(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.database.run((db) => db.delete(sessions).where(eq(sessions.id, hashToken(token))));
  }

  /** Forgets sessions idle or open for longer than the limits. */
  async sweep(): Promise<number> {
    const idleCutoff = new Date(this.now() - this.limits.idleMs);
    const ageCutoff = new Date(this.now() - this.limits.maxAgeMs);
    const rows = await this.database.run((db) =>
      db
        .delete(sessions)
        .where(or(lt(sessions.lastSeenAt, idleCutoff), lt(sessions.createdAt, ageCutoff)))
        .returning({ id: sessions.id }),
    );
    return rows.length;
  }
}
