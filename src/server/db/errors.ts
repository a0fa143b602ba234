/**
 * What a failed query says, without what it carried. Drizzle wraps the driver's error in one
 * whose message holds the statement and every parameter (CPFs, names, e-mails): only the
 * SQLSTATE, the constraint and the statement's verb and table ever leave this module.
 */
export interface DbFault {
  /** SQLSTATE, e.g. `23505` (unique violation), `53100` (disk full). */
  code: string;
  constraint: string | null;
  /** `insert into "registrations"`: the statement's kind and table, never its values. */
  statement: string | null;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function statementName(query: unknown): string | null {
  if (typeof query !== 'string') return null;
  const match =
    /^\s*(select|insert\s+into|update|delete\s+from|with|create|alter|drop)\b\s*("?[\w.]+"?)?/i.exec(
      query,
    );
  if (!match) return /^\s*([a-z]+)\b/i.exec(query)?.[1].toLowerCase() ?? null;
  return [match[1].replace(/\s+/g, ' ').toLowerCase(), match[2] ?? ''].join(' ').trim();
}

/** The database error inside `error` (Drizzle's wrapper or the driver's own), if it is one. */
export function dbFaultOf(error: unknown): DbFault | null {
  let query: unknown = null;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as {
      code?: unknown;
      constraint?: unknown;
      query?: unknown;
      cause?: unknown;
    };
    query ??= candidate.query ?? null;
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code))
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : null,
        statement: statementName(query),
      };
    e = candidate.cause;
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => dbFaultOf(error)?.code === '23505';

/**
 * Faults of the data rather than of the database (SQLSTATE classes 22 and 23: a value out of
 * range, a broken constraint): retrying cannot help, while anything else (a lost connection,
 * a full disk, a deadlock) may go away.
 */
export const isDataFault = (error: unknown) => /^2[23]/.test(dbFaultOf(error)?.code ?? '');

/** One line for the log: the scope, the SQLSTATE and the statement, or the error's class. */
export function describeForLog(error: unknown): string {
  const fault = dbFaultOf(error);
  if (fault)
    return [
      `sqlstate=${fault.code}`,
      fault.constraint && `constraint=${fault.constraint}`,
      fault.statement && `statement="${fault.statement}"`,
    ]
      .filter(Boolean)
      .join(' ');
  if (error instanceof Error) {
    // Drizzle's wrapper quotes every parameter: name its statement and describe its cause.
    const wrapped = error as { query?: unknown; cause?: unknown };
    if (typeof wrapped.query === 'string')
      return [
        statementName(wrapped.query) && `statement="${statementName(wrapped.query)}"`,
        `cause: ${describeForLog(wrapped.cause)}`,
      ]
        .filter(Boolean)
        .join(' ');
    const code = (error as { code?: unknown }).code;
    return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message.slice(0, 200)}`;
  }
  return typeof error;
}

/** What a command prints when it stops: its own message, or for a failed query only the above. */
export function messageForLog(error: unknown): string {
  if (dbFaultOf(error) || (error instanceof Error && 'query' in error))
    return describeForLog(error);
  return error instanceof Error ? error.message : String(error);
}

export function logError(scope: string, error: unknown, what?: string): void {
  console.error(`[${scope}]${what ? ` ${what}:` : ''} ${describeForLog(error)}`);
}
