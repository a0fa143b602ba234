import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageEnvelope } from '@/contract/common';
import { eventSchema } from '@/contract/events';
import { makeEvent, page, stubHub } from '@/testing/web/hub-stub';
import { ApiError, hubRequest } from './api-client';
import { schemaOnDemand } from './schema-on-demand';

afterEach(() => vi.unstubAllGlobals());

describe('schemaOnDemand', () => {
  it('imports the schema when the request starts, once, and checks the answer with it', async () => {
    const order: string[] = [];
    const load = vi.fn(async () => {
      order.push('import');
      return pageEnvelope(eventSchema);
    });
    const schema = schemaOnDemand(load);
    stubHub({
      'GET /api/v1/events': () => {
        order.push('hub');
        return page([{ ...makeEvent(), id: '7' as unknown as number }]);
      },
    });
    const first = await hubRequest('/events', { schema });
    expect(order).toEqual(['import', 'hub']);
    expect(first.data[0].id).toBe(7); // The schema's own coercion: it was the one that checked.
    await hubRequest('/events', { schema });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer the schema refuses, as the schema itself would', async () => {
    const schema = schemaOnDemand(async () => pageEnvelope(eventSchema));
    stubHub({ 'GET /api/v1/events': () => ({ data: 'not a page' }) });
    const error = await hubRequest('/events', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ error: 'invalid_response' });
  });

  it('imports again after a failed import (offline for a moment)', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<ReturnType<typeof pageEnvelope<typeof eventSchema>>>>()
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(pageEnvelope(eventSchema));
    const schema = schemaOnDemand(load);
    stubHub({ 'GET /api/v1/events': () => page([makeEvent()]) });
    // Imported when the request starts, and again once the answer is there: both failed.
    await expect(hubRequest('/events', { schema })).rejects.toThrow(/dynamically imported/);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(hubRequest('/events', { schema })).resolves.toMatchObject({ data: [{}] });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
