import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { RETENTION_OFFSET_FLOOR_DAYS_DEFAULT } from '@/contract/limits';
import { HUB_TIME_ZONE_DEFAULT } from '@/contract/time-zone';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** `10.0.0.5` or `10.0.0.0/8` (IPv4 or IPv6). */
const isAddressOrSubnet = (entry: string): boolean => {
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

const addressList = z
  .string()
  .default('')
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .pipe(
    z.array(
      z.string().refine(isAddressOrSubnet, 'TRUSTED_PROXY takes addresses or subnets (10.0.0.0/8)'),
    ),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  HUB_DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HUB_SPEC_ONLY: flag,
  HUB_UPSTREAM_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HUB_TIME_ZONE: z.string().default(HUB_TIME_ZONE_DEFAULT),
  HUB_ID: z.coerce.number().int().positive().default(1),
  RETENTION_OFFSET_FLOOR_DAYS: z.coerce.number().int().default(RETENTION_OFFSET_FLOOR_DAYS_DEFAULT),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(3000),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(7),
  TRUSTED_PROXY: addressList,
  SESSION_SECRET: z
    .string()
    .min(16, 'SESSION_SECRET needs at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HUB_SEED: z.enum(['auto', 'never']).default('auto'),
  /** Days the change history keeps an entry; unset keeps it forever. */
  HISTORY_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['silent', 'info', 'debug']).default('info'),
});

export type HubEnv = z.infer<typeof envSchema>;

/** Reads configuration once; a bad value stops the process with the variable's name. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): HubEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, HUB_DATA_DIR: path.resolve(parsed.data.HUB_DATA_DIR) };
}

/** Settings the hub's handlers need, independent of where they came from. */
export interface HubSettings {
  specOnly: boolean;
  timeZone: string;
  hubId: number;
  retentionFloorDays: number;
  rateLimitPerMinute: number;
  /** Peers whose `X-Forwarded-For` names the client (TRUSTED_PROXY). */
  trustedProxies: string[];
  /** Days the change history keeps an entry (HISTORY_RETENTION_DAYS); undefined: forever. */
  historyRetentionDays?: number;
}

export function hubSettingsFrom(env: HubEnv): HubSettings {
  return {
    specOnly: env.HUB_SPEC_ONLY,
    timeZone: env.HUB_TIME_ZONE,
    hubId: env.HUB_ID,
    retentionFloorDays: env.RETENTION_OFFSET_FLOOR_DAYS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustedProxies: env.TRUSTED_PROXY,
    historyRetentionDays: env.HISTORY_RETENTION_DAYS,
  };
}

export const defaultHubSettings: HubSettings = hubSettingsFrom(readEnv({}));
