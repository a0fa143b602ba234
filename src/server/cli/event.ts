import fs from 'node:fs/promises';
import { z } from 'zod/mini';
import zodEnglish from 'zod/v4/locales/en.js';
import { confirmOnTerminal } from './cli-args';
import { runEventCli } from './event-cli';

// zod/mini sets no language: zod's own messages in a file's issues (a wrong type, an unknown
// key) in English, as the rest of the output.
z.config(zodEnglish());

/** `npm run event -- ...`: see `usage` in event-cli.ts and docs/event-as-code.md. */
const status = await runEventCli(
  process.argv.slice(2),
  {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    confirm: confirmOnTerminal,
    readFile: (path) => fs.readFile(path, 'utf8'),
  },
  process.env,
);
process.exitCode = status;
