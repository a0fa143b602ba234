import { runHubCli } from './hub-cli';

/** `npm run hub -- check ...`: see `usage` in hub-cli.ts and docs/api.md. */
process.exitCode = await runHubCli(
  process.argv.slice(2),
  {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  },
  process.env,
);
