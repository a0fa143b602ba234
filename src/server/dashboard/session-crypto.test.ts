import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSessionSecret, seal, unseal } from './session-crypto';

describe('session secret and sealing', () => {
  it('creates the secret once with mode 0600 and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    try {
      const first = loadSessionSecret(dir, undefined);
      const file = path.join(dir, 'session-secret');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadSessionSecret(dir, undefined).equals(first)).toBe(true);
      expect(loadSessionSecret(dir, 'configured').equals(first)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the data dir 0700, creating it so or tightening it, and an old secret 0600', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const umask = process.umask(0);
    try {
      const created = path.join(parent, 'new', 'data');
      loadSessionSecret(created, undefined);
      expect(fs.statSync(created).mode & 0o777).toBe(0o700);
      const loose = path.join(parent, 'loose');
      fs.mkdirSync(loose, { mode: 0o777 });
      fs.writeFileSync(path.join(loose, 'session-secret'), 'an-older-secret\n', { mode: 0o666 });
      loadSessionSecret(loose, undefined);
      expect(fs.statSync(loose).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(loose, 'session-secret')).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('round-trips and rejects another key or a changed value', () => {
    const key = Buffer.alloc(32, 1);
    const sealed = seal('hub_secret', key);
    expect(sealed).not.toContain('hub_secret');
    expect(unseal(sealed, key)).toBe('hub_secret');
    expect(unseal(sealed, Buffer.alloc(32, 2))).toBeNull();
    // The ciphertext's first character: six whole bits (a last character may be only padding).
    const [iv, tag, text] = sealed.split('.');
    const changed = `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
    expect(unseal([iv, tag, changed].join('.'), key)).toBeNull();
  });
});
