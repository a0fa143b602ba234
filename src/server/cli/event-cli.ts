import { eventConfigSchema, type EventConfig } from '@/contract/event-config';
import { isWrite, problemsByItem, shiftEventConfig } from '@/contract/event-plan';
import type { HubEvent } from '@/contract/events';
import { HUB_TIME_ZONE_DEFAULT, setHubReadingZone } from '@/contract/time-zone';
import {
  createEvent,
  exportEventConfig,
  nextEditionBody,
  findEvent,
  planOnHub,
  readEventState,
  type EventRef,
  type HubTransport,
} from '@/contract/event-sync';
import { applyPlan, type ItemResult } from '@/contract/event-apply';
import { apiKeyOf, exitOnError, hubTimeZoneOf, parseCli, UsageError } from './cli-args';
import { apiRoot, fetchTransport, HubMissing } from './hub-fetch';
import { planText, resultLine } from './plan-text';

/*
 * `npm run event -- export|plan|apply|copy` (issue 17): an event's configuration as a file,
 * against any hub that speaks Management API v1. What it does lives in contract/event-sync.ts,
 * shared with the dashboard; this is the command line around it: arguments, the key from the
 * environment, the plan as text or JSON, the question before writing.
 */

export const usage = `Usage:
  npm run event -- export EVENT > event.json      the event's configuration as a file
  npm run event -- plan EVENT event.json          what applying the file would change
  npm run event -- apply EVENT event.json         show the plan, ask, apply it
  npm run event -- copy FROM TO                   export FROM, plan and apply it on TO
  npm run event -- copy FROM TO --date 2028-09-24 [--name NAME]
                                                  ... creating TO first as FROM's next edition

Options:
  --hub URL        the hub (default $HUB_URL, else http://localhost:8080); /api/v1 is added
  --shift-dates    (plan, apply, copy) move race starts and batch windows by the days between
                   the file's event date and the target event's date
  --date D         (copy) create TO first, as FROM's next edition on day D (YYYY-MM-DD): its
                   settings, its registration window moved, inactive; implies --shift-dates
  --name NAME      (copy --date) the new event's name (default: FROM's)
  --assume-empty   on a hub that cannot list races, batches or fields: create them anyway
  --yes            apply without asking (scripts, agents)
  --json           the plan and the results as JSON, for agents

The key comes from HUB_API_KEY (never from the command line). HUB_TIME_ZONE is the hub's
zone (default ${HUB_TIME_ZONE_DEFAULT}): a date-time the hub sends without an offset is read
in it, the file's date-times are written with its offset, and --shift-dates keeps wall times
in it (a 07:00 start stays 07:00 across a change to or from daylight saving).
Exit status: 0 done, 1 failed (the hub refused or did not answer; a re-run continues),
2 usage, 3 applied but items were skipped (cannot update through API v1, unknown, left behind
because the hub cannot create them or the source breaks a rule).`;

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Asks a yes/no question; `null` when nobody can answer (not a terminal). */
  confirm(question: string): Promise<boolean | null>;
  readFile(path: string): Promise<string>;
}

export interface CliEnv {
  HUB_API_KEY?: string;
  HUB_URL?: string;
  /** The hub's zone (IANA name); default `HUB_TIME_ZONE_DEFAULT`. */
  HUB_TIME_ZONE?: string;
}

async function readConfig(io: CliIo, path: string): Promise<EventConfig> {
  let raw: unknown;
  try {
    raw = JSON.parse(await io.readFile(path));
  } catch (error) {
    throw new Error(`${path}: not a JSON file (${(error as Error).message})`);
  }
  const parsed = eventConfigSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `${path} is not a valid event configuration:\n${issueLines(parsed.error.issues).join('\n')}`,
    );
  return parsed.data;
}

/** A result as `--json` says it: the failure as its message (an Error has no JSON of its own). */
const jsonResult = ({ error, ...result }: ItemResult) =>
  error === undefined ? result : { ...result, error: (error as Error).message };

/** The event as `--json` names it: what identifies it, not its whole record. */
const refOf = ({ id, code, name, date }: EventRef): EventRef => ({ id, code, name, date });

const issueLines = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues.map((issue) => `  ${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`);

const fileProblems = (config: EventConfig): string[] =>
  issueLines(eventConfigSchema.safeParse(config).error?.issues ?? []);

async function requireEvent(hub: HubTransport, ref: string): Promise<HubEvent> {
  const event = await findEvent(hub, ref);
  if (!event) throw new Error(`No event ${ref} on this hub (copy creates it with --date)`);
  return event;
}

/** `copy FROM TO --date D`: TO as FROM's next edition, on a hub that creates events. */
async function createEdition(
  hub: HubTransport,
  io: CliIo,
  from: HubEvent,
  edition: { code: string; date: string; name?: string },
  timeZone: string,
): Promise<EventRef> {
  const { code } = edition;
  if (await findEvent(hub, code))
    throw new UsageError(`${code} exists already: --date only creates a new event`);
  const body = nextEditionBody(from, edition, timeZone);
  let created: HubEvent;
  try {
    created = await createEvent(hub, body);
  } catch (error) {
    if (error instanceof HubMissing)
      throw new Error(
        'This hub cannot create events (POST /events is an extension it lacks): create the event there, then copy without --date.',
      );
    throw error;
  }
  io.err(
    `Created ${created.code} (${created.name}, ${created.date}) from ${from.code}, inactive: activate it once its configuration is reviewed.`,
  );
  return created;
}

/** Runs the command; resolves to the exit status. */
export async function runEventCli(
  argv: string[],
  io: CliIo,
  env: CliEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  try {
    return await run(argv, io, env, fetchImpl);
  } catch (error) {
    return exitOnError(error, usage, io.err);
  }
}

async function run(
  argv: string[],
  io: CliIo,
  env: CliEnv,
  fetchImpl: typeof fetch,
): Promise<number> {
  const parsed = parseCli(argv, {
    hub: { type: 'string' },
    date: { type: 'string' },
    name: { type: 'string' },
    'shift-dates': { type: 'boolean', default: false },
    'assume-empty': { type: 'boolean', default: false },
    yes: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  const { positionals, values } = parsed;
  if (values.help) {
    io.out(usage);
    return 0;
  }
  const [command, ...args] = positionals;
  const arity: Record<string, number> = { export: 1, plan: 2, apply: 2, copy: 2 };
  if (!command || !(command in arity))
    throw new UsageError(`Unknown command: ${command ?? '(none)'}`);
  if (args.length !== arity[command])
    throw new UsageError(`${command} takes ${arity[command]} argument(s), got ${args.length}`);
  const apiKey = apiKeyOf(env);
  const timeZone = hubTimeZoneOf(env);
  // Before the first read: the response schemas read a date-time without an offset in it.
  setHubReadingZone(timeZone);
  const hub = fetchTransport(
    apiRoot(values.hub ?? env.HUB_URL ?? 'http://localhost:8080'),
    apiKey,
    fetchImpl,
  );

  if (command === 'export') {
    const event = await requireEvent(hub, args[0]);
    const config = exportEventConfig(await readEventState(hub, event));
    io.out(JSON.stringify(config, null, 2));
    // The hub may hold what its own rules refuse now (a demo event does): the file says it as it
    // is, and the person hears what to fix before applying it elsewhere.
    const problems = fileProblems(config);
    if (problems.length)
      io.err(
        `Exported, but ${event.code} breaks rules a file must follow; fix these before applying it:\n${problems.join('\n')}`,
      );
    return 0;
  }

  // plan/apply EVENT FILE; copy FROM TO
  const [target, source] = command === 'copy' ? [args[1], args[0]] : args;
  const from = command === 'copy' ? await requireEvent(hub, source) : null;
  // The source is read before a new event is created, so a failed read leaves nothing behind.
  let config = from
    ? exportEventConfig(await readEventState(hub, from))
    : await readConfig(io, source);
  // What the source breaks is left behind item by item (the plan lists it); only a problem no
  // item owns stops the copy.
  const unowned = from ? (problemsByItem(config).get('') ?? []) : [];
  if (unowned.length)
    throw new Error(
      `${from!.code} holds what a configuration file does not accept; fix it there first:\n${unowned.map((p) => `  ${p.field}: ${p.message}`).join('\n')}`,
    );
  const event =
    from && values.date
      ? await createEdition(
          hub,
          io,
          from,
          { code: target, date: values.date, name: values.name },
          timeZone,
        )
      : await requireEvent(hub, target);
  const fileDate = config.event.date;
  // A new edition on another day only works with its dates moved.
  const shift = values['shift-dates'] || (from !== null && values.date !== undefined);
  if (shift) config = shiftEventConfig(config, event.date, timeZone);
  const { state, plan } = await planOnHub(hub, event, config, {
    assumeEmpty: values['assume-empty'],
  });
  const toWrite = plan.filter(isWrite);
  const heading = `Event ${event.code} (${event.name}, ${event.date})${shift ? `; dates shifted from the file's ${fileDate}` : ''}`;

  if (command === 'plan') {
    if (values.json) io.out(JSON.stringify({ event: refOf(event), plan }, null, 2));
    else io.out(`${heading}\n${planText(plan)}`);
    return 0;
  }

  if (!values.json) io.out(`${heading}\n${planText(plan)}`);
  if (toWrite.length === 0) {
    if (values.json) io.out(JSON.stringify({ event: refOf(event), plan, results: [] }, null, 2));
    else io.out('Nothing to apply.');
    return plan.some((item) => item.action !== 'unchanged') ? 3 : 0;
  }
  if (!values.yes) {
    const answer = await io.confirm(`Apply ${toWrite.length} change(s) to ${event.code}?`);
    if (answer === null)
      throw new UsageError('Not a terminal: pass --yes to apply without being asked');
    if (!answer) {
      io.err('Nothing applied.');
      return 1;
    }
  }
  const report = await applyPlan(hub, state, config, plan, (result) => {
    if (!values.json && result.outcome !== 'unchanged') io.err(resultLine(result));
  });
  if (values.json)
    io.out(
      JSON.stringify(
        { event: refOf(event), plan, results: report.results.map(jsonResult) },
        null,
        2,
      ),
    );
  const failed = report.results.find((r) => r.outcome === 'failed');
  const done = report.results.filter((r) => r.outcome === 'done').length;
  if (failed) {
    io.err(
      `Stopped after ${done} change(s): ${failed.item.kind} ${failed.item.key} failed. Run it again to continue from there.`,
    );
    return 1;
  }
  if (!values.json) io.out(`Applied ${done} change(s).`);
  return report.complete ? 0 : 3;
}
