/* What the hub check asks with: one GET under the hub's /api/v1, and its answer. */

export interface HubAnswer {
  status: number;
  /** The JSON body, or its text when it is not JSON. */
  body: unknown;
  json: boolean;
  /** Seconds, from a 429's `Retry-After`. */
  retryAfter?: number | null;
}

/**
 * A GET under the hub's /api/v1 (`/events?per_page=1`); `anonymous` sends no key. Throws when
 * nobody answers. The CLI gives it over fetch, the dashboard's server over its gateway.
 */
export type HubGet = (path: string, options?: { anonymous?: boolean }) => Promise<HubAnswer>;

/** A `fetch` answer as the check reads it: its JSON (or text), and how long a 429 asks to wait. */
export async function answerOf(response: Response): Promise<HubAnswer> {
  const text = await response.text();
  const retryAfter = Number(response.headers.get('retry-after'));
  const answer = { status: response.status, retryAfter: retryAfter > 0 ? retryAfter : null };
  try {
    return { ...answer, body: JSON.parse(text) as unknown, json: true };
  } catch {
    return { ...answer, body: text, json: false };
  }
}
