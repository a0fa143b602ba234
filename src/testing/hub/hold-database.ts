import { openDatabase } from '@/server/db/database';

/** Child process for tests: opens a data dir, says so, and waits to be killed. */
const dir = process.argv[2];
await openDatabase({ kind: 'pglite', dataDir: dir });
console.log('ready');
setInterval(() => undefined, 1000);
