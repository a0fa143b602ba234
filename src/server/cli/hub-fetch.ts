import { errorBodySchema } from '@/contract/common';
import type { HubTransport } from '@/contract/event-sync';

/* The hub for `npm run event`: Management API v1 through `fetch` with a Bearer key. */

/** The hub answered 404 for a path it lacks (an extension). */
export class HubMissing extends Error {}

/** The hub's API root from `--hub`: `http://host:8080` and `.../api/v1` alike. */
export function apiRoot(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/api/v1') ? trimmed : `${trimmed}/api/v1`;
}

/** What the hub said, in one line: its message and each field's problems. */
export async function hubFailure(response: Response): Promise<Error> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: said below with the status
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success)
    return new Error(`HTTP ${response.status}: ${text.slice(0, 200) || response.statusText}`);
  const details = Object.entries(parsed.data.details ?? {})
    .map(
      ([field, problems]) =>
        `${field}: ${Array.isArray(problems) ? problems.join('; ') : JSON.stringify(problems)}`,
    )
    .join(', ');
  return new Error(
    `${response.status} ${parsed.data.error}: ${parsed.data.message}${details ? ` (${details})` : ''}`,
  );
}

/** The hub through `fetch` with the Bearer key. */
export function fetchTransport(
  root: string,
  key: string,
  fetchImpl: typeof fetch = fetch,
): HubTransport {
  const headers = { authorization: `Bearer ${key}`, accept: 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    let response: Response;
    try {
      response = await fetchImpl(`${root}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(`The hub at ${root} did not answer: ${(error as Error).message}`);
    }
    return response;
  };
  return {
    async get(path) {
      const response = await call('GET', path);
      if (response.status === 404) return null;
      if (!response.ok) throw await hubFailure(response);
      return response.json();
    },
    async send(method, path, body) {
      const response = await call(method, path, body);
      if (response.status === 404 && path === '/events') throw new HubMissing();
      if (!response.ok) throw await hubFailure(response);
      return response.json();
    },
  };
}
