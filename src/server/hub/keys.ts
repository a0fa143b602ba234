import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ApiKeyScope } from '@/contract/enums';
import { keyFingerprint } from '@/contract/history';
import type { Db } from '@/server/db/database';
import { apiKeys } from '@/server/db/schema';

export const KEY_PREFIX = 'hub_';

/** `hub_` and 32 random bytes in base64url: the only shape `generateKey` makes. */
const KEY_SHAPE = new RegExp(`^${KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
export const isWellFormedKey = (key: string): boolean => KEY_SHAPE.test(key);

export const hashKey = (key: string): string =>
  crypto.createHash('sha256').update(key).digest('hex');

/** `hub_...a1b2`: enough to tell keys apart, useless to an attacker. */
export const keyHint = (key: string): string => `${KEY_PREFIX}...${key.slice(-4)}`;

export function generateKey(): string {
  return KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
}

export interface VerifiedKey {
  id: number;
  name: string;
  scopes: string[];
  /** The first characters of the key's hash: names the key in the history, never reveals it. */
  fingerprint: string;
}

/** Finds the key by hash and confirms it with a constant-time compare. */
export async function verifyKey(db: Db, presented: string): Promise<VerifiedKey | null> {
  if (!isWellFormedKey(presented)) return null;
  const hash = hashKey(presented);
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  const a = Buffer.from(row.keyHash, 'hex');
  const b = Buffer.from(hash, 'hex');
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  return { id: row.id, name: row.name, scopes: row.scopes, fingerprint: keyFingerprint(hash) };
}

export async function createKey(db: Db, name: string, scopes: ApiKeyScope[]) {
  const key = generateKey();
  const [row] = await db
    .insert(apiKeys)
    .values({ name, scopes, keyHash: hashKey(key), hint: keyHint(key) })
    .returning({ id: apiKeys.id });
  return { id: row.id, key, hint: keyHint(key) };
}

export function listKeys(db: Db) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      hint: apiKeys.hint,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .orderBy(apiKeys.id);
}

export async function revokeKey(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
