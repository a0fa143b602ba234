import { serveStdio } from '@/server/mcp/stdio';

/* `npm run mcp`: stdout is the protocol's; everything said to a person goes to stderr. */
serveStdio(process.argv.slice(2), process.env).catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
