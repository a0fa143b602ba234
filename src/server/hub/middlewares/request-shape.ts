import type { Context, MiddlewareHandler } from 'hono';
import { baseRoutePath } from 'hono/route';
import { HubError, unsupportedMediaType } from '@/server/hub/errors';

/** The request's path under the hub's mount point (`/api/v1` behind the dashboard). */
export function hubPath(c: Context): string {
  const base = baseRoutePath(c);
  if (!base || base === '/') return c.req.path;
  return c.req.path.slice(base.length) || '/';
}

/** The media types Hono's JSON validator reads; any other body would be validated as `{}`. */
export const isJsonType = (contentType: string | undefined): boolean =>
  /^application\/([\w.-]+\+)?json$/i.test((contentType ?? '').split(';')[0].trim());

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** In-process requests carry no length headers; over HTTP every POST has a body stream. */
function hasBody(c: Context): boolean {
  if (c.req.header('transfer-encoding') !== undefined) return true;
  const length = c.req.header('content-length');
  return length !== undefined ? length.trim() !== '0' : c.req.raw.body !== null;
}

/** The methods of each registered path, matched the way Hono matches `:param` segments. */
export class RouteTable {
  private readonly paths: { pattern: RegExp; methods: Set<string> }[] = [];

  constructor(routes: readonly { method: string; path: string }[]) {
    const byPath = new Map<string, Set<string>>();
    for (const { method, path } of routes) {
      if (method === 'ALL') continue;
      const methods = byPath.get(path) ?? new Set<string>();
      methods.add(method);
      byPath.set(path, methods);
    }
    for (const [path, methods] of byPath) {
      const source = path
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      this.paths.push({ pattern: new RegExp(`^${source}$`), methods });
    }
  }

  /** Every method some route answers at this path; empty when no route has the path. */
  methodsAt(path: string): Set<string> {
    const methods = new Set<string>();
    for (const entry of this.paths)
      if (entry.pattern.test(path)) for (const m of entry.methods) methods.add(m);
    return methods;
  }
}

/**
 * Refuses, in the error envelope, what no route takes: an unknown path (404), a method the
 * path does not have (405, with `Allow`) and a body that is not JSON (415, before it is read).
 * `every` also holds the extensions a spec-only hub leaves out: those stay 404 there, as
 * any unknown path, so clients can tell a hub without them.
 */
export function requestShape(
  current: () => RouteTable,
  every: () => RouteTable,
): MiddlewareHandler {
  return async (c, next) => {
    const path = hubPath(c);
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const here = current().methodsAt(path);
    if (!here.has(method)) {
      if (here.size === 0 || every().methodsAt(path).has(method))
        throw new HubError('not_found', 'Rota não encontrada.');
      const allow = [...here];
      if (here.has('GET')) allow.push('HEAD');
      c.header('Allow', allow.join(', '));
      throw new HubError(
        'method_not_allowed',
        `O método ${c.req.method} não é aceito aqui. Use ${allow.join(', ')}.`,
      );
    }
    if (BODY_METHODS.has(method) && hasBody(c) && !isJsonType(c.req.header('content-type')))
      throw unsupportedMediaType();
    return next();
  };
}
