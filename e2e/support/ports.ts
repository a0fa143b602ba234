import type { DialectName } from '../../src/testing/hub/dialects';

const foreignBase = Number(process.env.E2E_FOREIGN_PORT ?? 4321);

export const E2E_PORTS = {
  full: Number(process.env.E2E_PORT ?? 4311),
  specOnly: Number(process.env.E2E_SPEC_ONLY_PORT ?? 4312),
  /** The dashboards in front of each foreign hub (the hubs and proxies take free ports). */
  foreign: {
    'utc-micro': foreignBase,
    'local-sql': foreignBase + 1,
    'offset-strings': foreignBase + 2,
  } satisfies Record<DialectName, number>,
};
