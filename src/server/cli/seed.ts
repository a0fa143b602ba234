import { parseArgs } from 'node:util';
import { openDatabase } from '@/server/db/database';
import { messageForLog } from '@/server/db/errors';
import { analyze } from '@/server/db/statistics';
import { readEnv } from '@/server/env';
import { databaseOptionsFrom } from '@/server/runtime';
import { countEvents } from '@/server/seed/catalogue';
import { seedDemo } from '@/server/seed/seed-demo';
import { seedLarge } from '@/server/seed/seed-large';

const USAGE = `Uso: npm run seed -- [--events N] [--force]

  sem opções   cria o hub de demonstração (recusa se já houver eventos)
  --events N   cria N eventos sintéticos para benchmarks (soma aos existentes)
  --force      cria o hub de demonstração mesmo com eventos existentes`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        events: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const events = values.events === undefined ? null : Number(values.events);
  if (events !== null && (!Number.isInteger(events) || events < 1)) {
    console.error(
      `--events precisa ser um inteiro positivo (recebido: ${values.events}).\n\n${USAGE}`,
    );
    return 2;
  }

  const env = readEnv();
  const options = databaseOptionsFrom(env);
  const where =
    options.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${env.HUB_DATA_DIR}`;
  const database = await openDatabase(options);
  try {
    const started = performance.now();
    if (events !== null) {
      const summary = await database.run((db) =>
        seedLarge(db, { events, timeZone: env.HUB_TIME_ZONE }),
      );
      await database.run((db) => analyze(db, database.kind));
      console.log(
        `Criados ${summary.events} eventos, ${summary.races} provas e ${summary.registrations} inscrições em ${where} (${elapsed(started)}).`,
      );
      return 0;
    }
    const existing = await database.run(countEvents);
    if (existing > 0 && !values.force) {
      console.error(
        `O hub em ${where} já tem ${existing} evento(s); nada foi criado.\n` +
          'Use --force para criar os dados de demonstração mesmo assim, ou aponte HUB_DATA_DIR para uma pasta vazia.',
      );
      return 1;
    }
    const summary = await database.run((db) => seedDemo(db, { timeZone: env.HUB_TIME_ZONE }));
    await database.run((db) => analyze(db, database.kind));
    console.log(
      `Hub de demonstração criado em ${where}: ${summary.events} eventos, ${summary.races} provas, ` +
        `${summary.registrations} inscrições e ${summary.results} resultados (${elapsed(started)}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

function elapsed(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(messageForLog(error));
    process.exitCode = 1;
  },
);
