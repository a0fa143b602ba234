import { buildWebIfNeeded, webSourcesPresent } from '@/server/cli/build-web';
import { createDashboardServer } from '@/server/dashboard/server';
import { messageForLog } from '@/server/db/errors';
import { readEnv } from '@/server/env';
import { serveHttp } from '@/server/http-server';
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
  const server = serveHttp({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(
      `Hub and dashboard on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port} (API at /api/v1, ${hub.database.kind})`,
    );
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(messageForLog(error));
  process.exit(1);
});
