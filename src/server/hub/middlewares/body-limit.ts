import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_LIMIT_BYTES } from '@/contract/limits';
import type { HubEnvBindings } from '@/server/hub/context';
import { HubError } from '@/server/hub/errors';

/** Bodies past BODY_LIMIT_BYTES answer 413 `payload_too_large`. */
export function limitBody(): MiddlewareHandler<HubEnvBindings> {
  const limit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw new HubError('payload_too_large', 'O corpo da requisição passa de 10 MiB.');
    },
  });
  // No route reads the body of a GET, and asking for it makes @hono/node-server build the
  // whole Request (an AbortController and all): a third of a cached read's time.
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
