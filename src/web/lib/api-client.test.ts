import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBodySchema, pageEnvelope } from '@/contract/common';
import { eventSchema } from '@/contract/events';
import { hubError, json, makeEvent, page, stubHub } from '@/testing/web/hub-stub';
import {
  ApiError,
  errorBodyOf,
  hubRequest,
  request,
  setUnauthorizedHandler,
  unlessMissing,
} from './api-client';

const eventPage = pageEnvelope(eventSchema);

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('hubRequest', () => {
  it('sends the CSRF header and same-origin credentials, and parses with the contract', async () => {
    const { fetch, calls } = stubHub({
      'GET /api/v1/events': () => page([{ ...makeEvent(), id: '7' as unknown as number }]),
    });
    const result = await hubRequest('/events', {
      query: { page: 2, status: undefined },
      schema: eventPage,
    });
    expect(result.data[0].id).toBe(7);
    expect(calls[0].url.search).toBe('?page=2');
    expect(calls[0].headers.get('x-requested-with')).toBe('fetch');
    expect(fetch.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin' });
  });

  it("turns the hub's envelope into an ApiError", async () => {
    stubHub({ 'GET /api/v1/events/X': () => hubError(404, 'not_found', 'Evento não encontrado.') });
    const error = await hubRequest('/events/X', { schema: eventPage }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      error: 'not_found',
      message: 'Evento não encontrado.',
      details: null,
    });
  });

  it('waits for Retry-After on 429 and tries again, a bounded number of times', async () => {
    let count = 0;
    stubHub({
      'GET /api/v1/events': () =>
        ++count < 3
          ? json({ error: 'rate_limited', message: 'Calma', details: null }, 429, {
              'retry-after': '0',
            })
          : page([]),
    });
    await expect(hubRequest('/events', { schema: eventPage })).resolves.toMatchObject({ data: [] });
    expect(count).toBe(3);

    count = -10;
    await expect(hubRequest('/events', { schema: eventPage })).rejects.toMatchObject({
      status: 429,
    });
    expect(count).toBe(-7);
  });

  it('shows too many wrong keys at once instead of waiting', async () => {
    let count = 0;
    stubHub({
      'POST /auth/session': () => {
        count++;
        return json(
          { error: 'too_many_attempts', message: 'Muitas tentativas', details: null },
          429,
          { 'retry-after': '45' },
        );
      },
    });
    await expect(
      request('/auth/session', { method: 'POST', body: { api_key: 'hub_x' } }),
    ).rejects.toMatchObject({ status: 429, error: 'too_many_attempts' });
    expect(count).toBe(1);
  });

  it('calls the unauthorized handler on 401', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubHub({ 'GET /api/v1/events': () => hubError(401, 'unauthenticated', 'Sessão expirada') });
    await expect(hubRequest('/events', { schema: eventPage })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('rejects a body that does not match the contract', async () => {
    stubHub({ 'GET /api/v1/events': () => ({ data: 'nope' }) });
    await expect(hubRequest('/events', { schema: eventPage })).rejects.toMatchObject({
      error: 'invalid_response',
    });
  });
});

describe('errorBodyOf', () => {
  it("reads the hub's error envelope as the contract's schema does", () => {
    const bodies: unknown[] = [
      { error: 'not_found', message: 'Evento não encontrado.' },
      { error: 'validation_failed', message: 'x', details: { name: ['Obrigatório'] } },
      { error: 'conflict', message: 'x', details: { race_id: 3, nested: { a: [1] } } },
      { error: 'x', message: 'y', details: null, extra: true },
      { error: 'x', message: 'y', details: {} },
      { error: 'x', message: 'y', details: [] },
      { error: 'x', message: 'y', details: 'text' },
      { error: 'x', message: 'y', details: 0 },
      { error: 'x', message: 2 },
      { error: null, message: 'y' },
      { message: 'y' },
      { error: 'x' },
      [],
      'error',
      null,
      undefined,
      42,
    ];
    for (const body of bodies) {
      const parsed = errorBodySchema.safeParse(body);
      expect(errorBodyOf(body), JSON.stringify(body)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});

describe('unlessMissing', () => {
  it('uses the fallback for a 404 only', async () => {
    const missing = new ApiError(404, { error: 'not_found', message: 'x' });
    const busy = new ApiError(503, { error: 'unavailable', message: 'y' });
    await expect(unlessMissing(Promise.resolve(1), () => 0)).resolves.toBe(1);
    await expect(unlessMissing(Promise.reject(missing), () => 0)).resolves.toBe(0);
    await expect(unlessMissing(Promise.reject(missing), async () => 2)).resolves.toBe(2);
    await expect(unlessMissing(Promise.reject(busy), () => 0)).rejects.toBe(busy);
  });
});
