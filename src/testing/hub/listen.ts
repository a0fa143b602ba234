import { serveHttp } from '@/server/http-server';
import { Hono } from 'hono';
import type { Hub } from '@/server/runtime';

/** A hub's API over HTTP on a free loopback port: an upstream for a dashboard to proxy to. */
export function listenOver(hub: Hub): Promise<{ url: string; close: () => void }> {
  return new Promise((resolve) => {
    const srv = serveHttp(
      { fetch: new Hono().route('/api/v1', hub.app).fetch, port: 0, hostname: '127.0.0.1' },
      (info) => resolve({ url: `http://127.0.0.1:${info.port}`, close: () => srv.close() }),
    );
  });
}
