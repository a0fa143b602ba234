import { setHubReadingZone, HUB_TIME_ZONE_DEFAULT } from '@/contract/time-zone';
import { answerOf, checkHub, EventNotFound, type HubGet } from '@/server/conformance/hub-check';
import { reportText } from '@/server/conformance/report-text';
import { apiKeyOf, exitOnError, hubTimeZoneOf, parseCli, UsageError } from './cli-args';
import { apiRoot } from './hub-fetch';

/*
 * `npm run hub -- check` (issue 31): what an organization runs against its hub before pointing
 * the dashboard at it. Reads only; the check itself is conformance/hub-check.ts, which the
 * dashboard's server runs too ("About this hub").
 */

export const usage = `Usage:
  npm run hub -- check [--hub URL] [--event CODE] [--json]
      reads the hub as the console does (GET only, never a write) and says what the
      console can do with it: endpoint by endpoint, field by field, the date-time forms,
      status words and number typings it saw, and the extensions present

Options:
  --hub URL      the hub (default $HUB_URL, else http://localhost:8080); /api/v1 is added
  --event CODE   the event whose reads are checked (default: the first listed with races)
  --json         the report as JSON, for machines

The key comes from HUB_API_KEY (never from the command line). Date-times without an offset
are read in HUB_TIME_ZONE (default ${HUB_TIME_ZONE_DEFAULT}): set it to the hub's zone.
Exit status: 0 the console can work fully, 3 it works with limits (listed), 1 it cannot
(a spec endpoint missing, an envelope wrong, the key refused), 2 usage.`;

export interface HubCliIo {
  out(text: string): void;
  err(text: string): void;
}

export interface HubCliEnv {
  HUB_API_KEY?: string;
  HUB_URL?: string;
  HUB_TIME_ZONE?: string;
}

/** GETs through `fetch` with the Bearer key (none when `anonymous`). */
export function fetchGet(root: string, key: string, fetchImpl: typeof fetch = fetch): HubGet {
  return async (path, { anonymous = false } = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (!anonymous) headers.authorization = `Bearer ${key}`;
    return answerOf(await fetchImpl(`${root}${path}`, { method: 'GET', headers }));
  };
}

/** Runs the command; resolves to the exit status. */
export async function runHubCli(
  argv: string[],
  io: HubCliIo,
  env: HubCliEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  try {
    return await run(argv, io, env, fetchImpl);
  } catch (error) {
    return exitOnError(error, usage, io.err, [EventNotFound]);
  }
}

async function run(
  argv: string[],
  io: HubCliIo,
  env: HubCliEnv,
  fetchImpl: typeof fetch,
): Promise<number> {
  const parsed = parseCli(argv, {
    hub: { type: 'string' },
    event: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  const { positionals, values } = parsed;
  if (values.help) {
    io.out(usage);
    return 0;
  }
  const [command, ...rest] = positionals;
  if (command !== 'check') throw new UsageError(`Unknown command: ${command ?? '(none)'}`);
  if (rest.length) throw new UsageError(`check takes no arguments, got ${rest.join(' ')}`);
  const apiKey = apiKeyOf(env);
  const timeZone = hubTimeZoneOf(env);
  setHubReadingZone(timeZone);

  const root = apiRoot(values.hub ?? env.HUB_URL ?? 'http://localhost:8080');
  const report = await checkHub(fetchGet(root, apiKey, fetchImpl), {
    hub: root,
    timeZone,
    event: values.event,
  });
  io.out(values.json ? JSON.stringify(report, null, 2) : reportText(report));
  return report.exit_code;
}
