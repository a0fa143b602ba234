import type { MiddlewareHandler } from 'hono';
import { hasLoneSurrogate, LONE_SURROGATE_MESSAGE } from '@/contract/common';
import type { HubEnvBindings } from '@/server/hub/context';
import { validationFailed } from '@/server/hub/errors';
import { jsonBody } from '@/server/hub/json-body';
import { isJsonType } from './request-shape';

/** Deeper than any body of the API; past it, serialising or hashing the body would overflow. */
export const MAX_JSON_DEPTH = 64;

/**
 * What no route can accept anywhere in a JSON body, with where: U+0000 in a string or key
 * (PostgreSQL text cannot store it), a lone UTF-16 surrogate (not Unicode: stored it would
 * turn into U+FFFD, and jsonb refuses it) or nesting past MAX_JSON_DEPTH. Iterative, since
 * the body may nest thousands of levels deep.
 */
export function jsonBodyFault(value: unknown): { at: string; message: string } | null {
  const textFault = (s: string) =>
    s.includes('\0')
      ? 'O caractere nulo (U+0000) não é aceito.'
      : hasLoneSurrogate(s)
        ? LONE_SURROGATE_MESSAGE
        : null;
  // A path naming a key that is not Unicode is reported with U+FFFD in its place.
  const named = (path: string) => path.replace(/\p{Cs}/gu, '\uFFFD');
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const message = textFault(v);
      if (message) return { at: named(at) || '_', message };
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH)
      return { at: named(at) || '_', message: `Mais de ${MAX_JSON_DEPTH} níveis de aninhamento.` };
    for (const [k, child] of Object.entries(v)) {
      const path = at ? `${at}.${k}` : k;
      const message = textFault(k);
      if (message) return { at: named(path), message };
      stack.push([child, path, depth + 1]);
    }
  }
  return null;
}

/** Refuses with 422 a URL holding `%00`, and a JSON body with a fault `jsonBodyFault` finds. */
export function storableInput(): MiddlewareHandler<HubEnvBindings> {
  return async (c, next) => {
    if (/%00/i.test(c.req.url))
      throw validationFailed({ url: ['O caractere nulo (U+0000) não é aceito.'] });
    if (
      ['POST', 'PUT', 'PATCH'].includes(c.req.method) &&
      isJsonType(c.req.header('content-type'))
    ) {
      // Malformed JSON is left to the route's validator, which answers 400.
      const parsed = await jsonBody(c);
      const fault = parsed === 'malformed' ? null : jsonBodyFault(parsed.value);
      if (fault) throw validationFailed({ [fault.at]: [fault.message] });
    }
    return next();
  };
}
