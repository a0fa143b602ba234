import { FIRST_READS_ELEMENT_ID } from '@/contract/session-wire';

/*
 * The hub's answers a signed-in page came with (server/dashboard/first-reads.ts): the first GET
 * of each of those paths takes its answer from the page instead of the network, once. Past
 * FRESH_MS from the page's load they are left alone: by then the app would ask anew anyway.
 */

/** As long as a read stays fresh for the app (query-client.ts's staleTime). */
const FRESH_MS = 30_000;

let answers: Map<string, unknown> | null = null;

function embedded(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT_ID);
  if (!element) return answers;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      answers = new Map(Object.entries(parsed));
  } catch {
    // A page cut short: the app asks the hub itself.
  }
  return answers;
}

/** The page's answer to `url` (path and query under the origin), taken once; null when none. */
export function takeFirstRead(url: string): { json: unknown } | null {
  const found = embedded();
  if (!found.has(url)) return null;
  const json = found.get(url);
  found.delete(url);
  return performance.now() < FRESH_MS ? { json } : null;
}
