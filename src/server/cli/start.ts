import { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { buildWebIfNeeded, webSourcesPresent } from '@/server/cli/build-web';
import { createDashboardServer } from '@/server/dashboard/server';
import { messageForLog } from '@/server/db/errors';
import { readEnv } from '@/server/env';
import { openHubFromEnv } from '@/server/runtime';
import { seedDemoIfEmpty } from '@/server/seed/seed-if-empty';

async function main() {
  const env = readEnv();
  if (process.env.SKIP_WEB_BUILD !== '1' && webSourcesPresent()) buildWebIfNeeded();
  const hub = await openHubFromEnv(env);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing the database...`);
    server.close();
    await hub.close();
    process.exit(0);
  };

  if (env.HUB_SEED === 'auto') {
    const started = Date.now();
    const seeded = await seedDemoIfEmpty(hub.database, { timeZone: env.HUB_TIME_ZONE });
    if (seeded) {
      console.log(
        `Seeded demo data in ${Date.now() - started} ms: ${JSON.stringify(seeded.summary)}`,
      );
      console.log(`Demo manage key (shown once; create more with npm run keys): ${seeded.demoKey}`);
    }
  }

  const app = createDashboardServer(hub, env);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(
      `Hub and dashboard on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port} (API at /api/v1, ${hub.database.kind})`,
    );
  });
  if (server instanceof Server) {
    // Node closes an idle connection after 5 s, so a client reusing it at that instant (a proxy,
    // a script's keep-alive agent) gets ECONNRESET. Idle connections outlive the clients' own
    // limits instead (load balancers commonly keep 60 s).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(messageForLog(error));
  process.exit(1);
});
