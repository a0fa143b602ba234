import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-keys-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const keys = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'keys.ts'), ...args], {
    env: { ...process.env, HUB_DATA_DIR: dir },
  });

test('npm run keys: create prints the key alone on its last line; list and revoke', async () => {
  const created = await keys('create', '--name', 'ci', '--scopes', 'manage,read');
  const key = created.stdout.trim().split('\n').at(-1)!;
  expect(key).toMatch(/^hub_[A-Za-z0-9_-]{43}$/);
  const listed = (await keys('list')).stdout;
  expect(listed).toContain(`hub_...${key.slice(-4)}\tmanage,read\tactive\tci`);
  expect(listed).not.toContain(key);
  expect((await keys('revoke', '--id', '1')).stdout).toContain('Revoked key 1');
  expect((await keys('list')).stdout).toContain('revoked');
  await expect(keys('create', '--name', 'x', '--scopes', 'admin')).rejects.toMatchObject({
    stderr: expect.stringContaining('Unknown scope: admin'),
  });
});
