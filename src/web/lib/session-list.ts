import { z } from 'zod/mini';

/**
 * What this browser session created for an event, kept in `sessionStorage`: the list a
 * spec-only hub cannot give back. An item saved again replaces the one with its id.
 */
export function sessionList<T extends { id: number }>(name: string, item: z.core.$ZodType<T>) {
  const storageKey = (eventCode: string) => `hub-console:${name}:${eventCode}`;
  const known = (eventCode: string): T[] => {
    try {
      const raw = sessionStorage.getItem(storageKey(eventCode));
      const parsed = z.array(item).safeParse(raw ? JSON.parse(raw) : []);
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  const remember = (eventCode: string, value: T) => {
    const items = [...known(eventCode).filter((other) => other.id !== value.id), value];
    try {
      sessionStorage.setItem(storageKey(eventCode), JSON.stringify(items));
    } catch {
      // Storage can be blocked; the item still is in the query cache until the tab closes.
    }
  };
  return { known, remember };
}
