import readline from 'node:readline/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { HUB_TIME_ZONE_DEFAULT } from '@/contract/time-zone';

/* What the command-line tools that talk to a hub share: arguments, the key, the hub's zone. */

/** A call the command cannot take: said with the usage, exit status 2. */
export class UsageError extends Error {}

/** `parseArgs` with positionals, its complaints as usage errors. */
export function parseCli<O extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: O,
) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The key, from the environment only (never an argument, so it stays out of shell history). */
export function apiKeyOf(env: { HUB_API_KEY?: string }): string {
  if (!env.HUB_API_KEY)
    throw new UsageError('Set HUB_API_KEY to a key with scope manage (npm run keys -- create ...)');
  return env.HUB_API_KEY;
}

/** The hub's zone from `HUB_TIME_ZONE`, refused when the runtime knows no such zone. */
export function hubTimeZoneOf(env: { HUB_TIME_ZONE?: string }): string {
  const zone = env.HUB_TIME_ZONE || HUB_TIME_ZONE_DEFAULT;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new UsageError(
      `HUB_TIME_ZONE: unknown time zone ${zone} (an IANA name, such as America/Sao_Paulo)`,
    );
  }
  return zone;
}

/**
 * How a command ends on an error: a usage error prints the usage too, and it and the errors
 * of `usageLike` (a name the hub does not know, a file it cannot read) exit 2; the rest 1.
 */
export function exitOnError(
  error: unknown,
  usage: string,
  err: (text: string) => void,
  usageLike: readonly (abstract new (...args: never[]) => Error)[] = [],
): number {
  if (error instanceof UsageError) {
    err(`${error.message}\n\n${usage}`);
    return 2;
  }
  err((error as Error).message);
  return usageLike.some((kind) => error instanceof kind) ? 2 : 1;
}

/** A yes/no question on the terminal; null when nobody can answer (stdin is not one). */
export async function confirmOnTerminal(question: string): Promise<boolean | null> {
  if (!process.stdin.isTTY) return null;
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^(y|yes|s|sim)$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}
