import fs from 'node:fs/promises';
import { confirmOnTerminal } from './cli-args';
import { runImportCli } from './import-cli';

/** `npm run import -- FILE ...`: see `usage` in import-cli.ts and docs/agents.md. */
const terminal = process.stderr.isTTY;
const status = await runImportCli(
  process.argv.slice(2),
  {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    progress: terminal
      ? (text) => process.stderr.write(`\r\u001b[2K${text}${text ? '' : '\r'}`)
      : null,
    confirm: confirmOnTerminal,
    readBytes: async (file) => new Uint8Array(await fs.readFile(file)),
    readText: (file) =>
      fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      }),
    writeFile: (file, data) => fs.writeFile(file, data),
    removeFile: (file) => fs.rm(file, { force: true }),
  },
  process.env,
);
process.exitCode = status;
