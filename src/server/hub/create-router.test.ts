import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { onError } from './middlewares/on-error';
import { createRouter } from './create-router';
import { eventParams, hubRoute, jsonContent } from './openapi';
import { pathsOf } from './openapi-document';

/* The router's own layer, without a database: each part of a request is checked by the route's
   schema (a 422 naming the field), and the document says what the router checks. */

const noteSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1)),
  stars: z.optional(z.int().check(z.minimum(1), z.maximum(5))),
});

const route = hubRoute({
  method: 'post',
  path: '/events/{event}/notes',
  summary: 'Add a note',
  extension: true,
  request: {
    params: eventParams,
    query: z.object({ dry_run: z.optional(z.enum(['0', '1'])) }),
    headers: z.object({ 'Idempotency-Key': z.optional(z.string().check(z.maxLength(8))) }),
    body: noteSchema,
  },
  responses: { 201: jsonContent(z.object({ data: noteSchema }), 'The note') },
  errors: [404, 422],
});

function app() {
  const router = createRouter();
  router.onError(onError);
  router.openapi(route, (c) => {
    const { event } = c.req.valid('param');
    const key = c.req.valid('header')['Idempotency-Key'];
    const data = c.req.valid('json');
    return c.json({ data: { ...data, text: `${event}/${key ?? '-'}/${data.text}` } }, 201);
  });
  return router;
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app().request(`http://hub.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the router', () => {
  test('hands the handler what the schemas give (trimmed text, the header by its spelling)', async () => {
    const res = await post(
      '/events/MARATONA/notes',
      { text: '  ok ' },
      { 'idempotency-KEY': 'k1' },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { text: 'MARATONA/k1/ok' } });
  });

  test('refuses each part with 422 and the field it names', async () => {
    const cases: [Response, string][] = [
      [await post('/events/MARATONA/notes', { text: ' ', stars: 9 }), 'text'],
      [await post('/events/MARATONA/notes?dry_run=2', { text: 'ok' }), 'dry_run'],
      [
        await post('/events/x/notes', { text: 'ok' }, { 'Idempotency-Key': '123456789' }),
        'Idempotency-Key',
      ],
    ];
    for (const [res, field] of cases) {
      expect(res.status, field).toBe(422);
      const body = (await res.json()) as { error: string; details: Record<string, string[]> };
      expect(body.error, field).toBe('validation_failed');
      expect(Object.keys(body.details), field).toContain(field);
    }
  });

  test('a body of another type is a 415, even an empty one; malformed JSON a 400', async () => {
    const empty = await app().request('http://hub.test/events/x/notes', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
    });
    expect(empty.status).toBe(415);
    const malformed = await app().request('http://hub.test/events/x/notes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text": ',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toBe('malformed_json');
  });
});

describe('the document', () => {
  test('describes the parameters, the body and every answer the route declares', () => {
    const operation = pathsOf([route])['/events/{event}/notes'].post;
    expect(operation['x-extension']).toBe(true);
    expect(
      operation.parameters?.map(({ name, in: where, required }) => [name, where, required]),
    ).toEqual([
      ['event', 'path', true],
      ['dry_run', 'query', false],
      ['Idempotency-Key', 'header', false],
    ]);
    expect(operation.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: {
        text: { type: 'string', minLength: 1 },
        stars: { type: 'integer', minimum: 1, maximum: 5 },
      },
      required: ['text'],
    });
    expect(Object.keys(operation.responses)).toEqual(['201', '400', '404', '413', '422']);
    expect(operation.responses['422']).toMatchObject({
      content: { 'application/json': { schema: { required: ['error', 'message'] } } },
    });
  });
});
