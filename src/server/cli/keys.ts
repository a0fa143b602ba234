import { parseArgs } from 'node:util';
import { API_KEY_SCOPES, type ApiKeyScope } from '@/contract/enums';
import { openDatabase } from '@/server/db/database';
import { messageForLog } from '@/server/db/errors';
import { readEnv } from '@/server/env';
import { createKey, listKeys, revokeKey } from '@/server/hub/keys';
import { databaseOptionsFrom } from '@/server/runtime';

const usage = `Usage:
  npm run keys -- create --name NAME --scopes manage[,read]   prints the new key on its last line
  npm run keys -- list
  npm run keys -- revoke --id ID`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, scopes: { type: 'string' }, id: { type: 'string' } },
  });
  const command = positionals[0];
  if (!command || !['create', 'list', 'revoke'].includes(command)) throw new Error(usage);
  const database = await openDatabase(databaseOptionsFrom(readEnv()));
  try {
    await database.run(async (db) => {
      if (command === 'create') {
        const scopes = (values.scopes ?? 'manage').split(',').map((s) => s.trim());
        const bad = scopes.filter((s) => !(API_KEY_SCOPES as readonly string[]).includes(s));
        if (!values.name || bad.length)
          throw new Error(`${bad.length ? `Unknown scope: ${bad.join(', ')}\n` : ''}${usage}`);
        const created = await createKey(db, values.name, scopes as ApiKeyScope[]);
        console.log(
          `Created key ${created.id} "${values.name}" (${scopes.join(',')}) ${created.hint}. It is shown once:`,
        );
        console.log(created.key);
      } else if (command === 'list') {
        for (const k of await listKeys(db))
          console.log(
            `${k.id}\t${k.hint}\t${k.scopes.join(',')}\t${k.revokedAt ? 'revoked' : 'active'}\t${k.name}`,
          );
      } else {
        const id = Number(values.id);
        if (!Number.isInteger(id)) throw new Error(usage);
        console.log(
          (await revokeKey(db, id)) ? `Revoked key ${id}` : `No active key with id ${id}`,
        );
      }
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(messageForLog(error));
  process.exit(1);
});
