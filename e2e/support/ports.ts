export const E2E_PORTS = {
  full: Number(process.env.E2E_PORT ?? 4311),
  specOnly: Number(process.env.E2E_SPEC_ONLY_PORT ?? 4312),
};
