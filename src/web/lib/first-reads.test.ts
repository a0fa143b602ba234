import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventSchema } from '@/contract/events';
import { FIRST_READS_ELEMENT_ID } from '@/contract/session-wire';
import { makeEvent, stubHub } from '@/testing/web/hub-stub';

/** The page as the server makes it for a signed-in person: the hub's answers in its HTML. */
function pageCarrying(answers: unknown, text = JSON.stringify(answers)) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_READS_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

/** A fresh module: the page's answers are read once per page load. */
async function apiClient() {
  vi.resetModules();
  return import('./api-client');
}

afterEach(() => {
  document.getElementById(FIRST_READS_ELEMENT_ID)?.remove();
  vi.restoreAllMocks();
});

describe('the answers a page came with', () => {
  it('stand in for the first GET of each read, once, checked with its schema', async () => {
    const event = makeEvent({ code: 'ULTRA-2027', name: 'Ultra da Serra' });
    pageCarrying({ '/api/v1/events/ULTRA-2027': event });
    const { calls } = stubHub({
      'GET /api/v1/events/ULTRA-2027': () => Response.json({ ...event, name: 'Lido agora' }),
    });
    const { hubRequest } = await apiClient();
    const first = await hubRequest('/events/ULTRA-2027', { schema: eventSchema });
    expect(first.name).toBe('Ultra da Serra');
    expect(calls).toHaveLength(0);
    // The element is gone once read: the answers are the app's now.
    expect(document.getElementById(FIRST_READS_ELEMENT_ID)).toBeNull();
    const again = await hubRequest('/events/ULTRA-2027', { schema: eventSchema });
    expect(again.name).toBe('Lido agora');
    expect(calls).toHaveLength(1);
  });

  it('are checked like the hub’s: one of the wrong shape fails as an invalid response', async () => {
    pageCarrying({ '/api/v1/events/X': { code: 42 } });
    stubHub({});
    const { hubRequest } = await apiClient();
    await expect(hubRequest('/events/X', { schema: eventSchema })).rejects.toMatchObject({
      error: 'invalid_response',
    });
  });

  it('are not used by a write, a read they do not name, or once the page is old', async () => {
    const event = makeEvent({ code: 'A' });
    pageCarrying({ '/api/v1/events/A': event, '/api/v1/events/B': event });
    const { calls } = stubHub({
      'PATCH /api/v1/events/A': () => Response.json(event),
      'GET /api/v1/events/A': () => Response.json(event),
      'GET /api/v1/events/B': () => Response.json(event),
    });
    const { hubRequest } = await apiClient();
    await hubRequest('/events/A', { method: 'PATCH', body: { name: 'x' }, schema: eventSchema });
    await hubRequest('/events/A', { query: { expand: 'races' }, schema: eventSchema });
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    await hubRequest('/events/B', { schema: eventSchema });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'PATCH /api/v1/events/A',
      'GET /api/v1/events/A?expand=races',
      'GET /api/v1/events/B',
    ]);
  });

  it('are each checked in a task of their own, not in the one that asks them all', async () => {
    pageCarrying({ '/api/v1/a': { n: 1 }, '/api/v1/b': { n: 2 } });
    stubHub({});
    const checkedWith: unknown[] = [];
    const schema = {
      '~standard': {
        version: 1 as const,
        vendor: 'test',
        validate: (value: unknown) => {
          checkedWith.push(value);
          return { value };
        },
      },
    };
    const { hubRequest } = await apiClient();
    const both = Promise.all([hubRequest('/a', { schema }), hubRequest('/b', { schema })]);
    // Asked, and their answers taken from the page, but not checked within this task.
    await Promise.resolve();
    expect(checkedWith).toEqual([]);
    expect(await both).toEqual([{ n: 1 }, { n: 2 }]);
    expect(checkedWith).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('a page cut short in its answers: the app asks the hub', async () => {
    pageCarrying(null, '{"/api/v1/events/A": {"co');
    const { calls } = stubHub({ 'GET /api/v1/events/A': () => Response.json(makeEvent()) });
    const { hubRequest } = await apiClient();
    await hubRequest('/events/A', { schema: eventSchema });
    expect(calls).toHaveLength(1);
  });
});
