import { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';

type ServeOptions = Parameters<typeof serve>[0];
type OnListen = Parameters<typeof serve>[1];

/**
 * A Node HTTP server for a fetch handler, idle connections kept 65 s. Node closes an idle
 * connection after 5 s, so a client reusing it at that instant (a proxy, a script's or a test's
 * keep-alive pool) gets ECONNRESET; idle connections outlive the clients' own limits instead
 * (load balancers commonly keep 60 s). `npm start` and every test server listen through here.
 */
export function serveHttp(options: ServeOptions, onListen?: OnListen): ServerType {
  const server = serve(options, onListen);
  if (server instanceof Server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  return server;
}
