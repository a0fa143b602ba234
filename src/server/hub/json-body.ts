import type { Context } from 'hono';
import type { HubEnvBindings, ParsedBody } from './context';

/**
 * The request's JSON body, parsed once: the check of what can be stored reads it first, then
 * the route's validator and the change history take the same value (an import's 2000 items
 * are ~1 MB of JSON). Nothing may change the value it gives.
 */
export function jsonBody(c: Context<HubEnvBindings>): Promise<ParsedBody> {
  const parsed =
    c.var.jsonBody ??
    c.req.json().then(
      (value: unknown) => ({ value }),
      () => 'malformed' as const,
    );
  c.set('jsonBody', parsed);
  return parsed;
}

/** The body if the hub read it, else null: a body refused before being read is not read here. */
export async function bodyIfRead(c: Context<HubEnvBindings>): Promise<unknown> {
  const parsed = await c.var.jsonBody;
  return parsed && parsed !== 'malformed' ? parsed.value : null;
}
