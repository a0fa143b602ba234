import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings, varyOnEncoding, type Encoding } from './accept-encoding';

/** Smaller answers go out as they are: a packet or two either way, and no CPU spent. */
export const COMPRESS_MIN_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const UNCHANGED_BODY = new Set([204, 206, 304]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODE: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = {
  // Quality 4 is per answer: about gzip's size and time; 11 (the build's) costs 50 times more.
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body),
};

/**
 * JSON answers of the hub (embedded or upstream, through the gateway) and of the dashboard's
 * own routes, compressed when the client takes brotli or gzip. Left as they are: HEAD, answers
 * without a body, already encoded or marked `no-transform`, anything not JSON (event streams,
 * files: the static files come precompressed) and bodies under `COMPRESS_MIN_BYTES`.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const declared = res.headers.get('content-length');
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      UNCHANGED_BODY.has(res.status) ||
      !JSON_TYPE.test(type) ||
      res.headers.has('content-encoding') ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '') ||
      (declared !== null && Number(declared) < COMPRESS_MIN_BYTES)
    )
      return;
    const body = new Uint8Array(await res.arrayBuffer());
    let sent = body;
    let encoding: Encoding | undefined;
    if (body.length >= COMPRESS_MIN_BYTES) {
      encoding = acceptedEncodings(c.req.header('accept-encoding'))[0];
      const packed = encoding ? await ENCODE[encoding](body) : null;
      if (packed && packed.length < body.length) sent = new Uint8Array(packed);
      else encoding = undefined;
    }
    // The body was read: the answer is made again (Hono keeps the headers it had).
    c.res = new Response(sent, res);
    c.res.headers.set('content-length', String(sent.length));
    if (body.length < COMPRESS_MIN_BYTES) return;
    varyOnEncoding(c.res.headers);
    if (encoding) c.res.headers.set('content-encoding', encoding);
  };
}
