import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir } from '@/server/db/private-files';

const SECRET_FILE = 'session-secret';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key that seals API keys at rest: `SESSION_SECRET` when set, otherwise a random secret
 * created once in the data dir, so sessions survive restarts without any configuration.
 */
export function loadSessionSecret(dataDir: string, configured: string | undefined): Buffer {
  if (configured) return deriveKey(configured);
  const file = path.join(dataDir, SECRET_FILE);
  makePrivateDir(dataDir);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if ((fs.statSync(file).mode & 0o777) !== 0o600) fs.chmodSync(file, 0o600);
    return deriveKey(existing);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it between our read and write: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return deriveKey(fs.readFileSync(file, 'utf8').trim());
    throw error;
  }
  return deriveKey(secret);
}

const deriveKey = (secret: string): Buffer =>
  Buffer.from(crypto.hkdfSync('sha256', secret, 'hub-dashboard', 'session-seal', 32));

/** AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function seal(plain: string, key: Buffer): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')).join('.');
}

/** The plain text, or null when the value was not sealed with this key or was altered. */
export function unseal(sealed: string, key: Buffer): string | null {
  const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
