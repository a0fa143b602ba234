/** The hub's tables, one file per area; drizzle-kit reads this folder (drizzle.config.ts). */
export * from './access';
export * from './people';
export * from './events';
export * from './selling';
export * from './registrations';
export * from './results';
export * from './imports';
export * from './console';
export * from './agent-plans';
