import { z } from 'zod';
import path from 'node:path';

/**
 * Every environment variable the product reads, validated once. A bad value stops the process at start with a
 * message that names the variable, instead of failing later inside a request.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[a-zA-Z0-9._@-]{3,64}$/, 'letters, digits, . _ @ - only, 3 to 64 characters')
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  APP_TITLE: z.string().min(1).max(80).default('ShopGate'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(1024 * 1024),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(12),
  DEMO_SEED: z.enum(['true', 'false']).default('true'),
  /** Comma-separated IPs of reverse proxies whose X-Forwarded-For is trusted. */
  TRUSTED_PROXIES: z.string().default(''),
  GATEWAY_MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(100 * 1024 * 1024),
  GATEWAY_LOG_BODY_BYTES: z.coerce.number().int().min(0).max(1024 * 1024).default(8 * 1024),
  GATEWAY_LOG_BUFFER: z.coerce.number().int().min(100).max(1_000_000).default(50_000),
  /** Task-flow records per insert; unset: 500 on PostgreSQL, 64 on PGlite (its inserts run on the gateway's own
   *  thread, so a big batch stalls every call in flight while it is written). */
  GATEWAY_LOG_BATCH: z.coerce.number().int().min(1).max(5000).optional(),
  GATEWAY_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Comma-separated IPs allowed to scrape /metrics without a console session. */
  METRICS_ALLOW: z.string().default('127.0.0.1,::1'),
  /** Comma-separated IPs/CIDRs the public endpoints' rate limits leave alone (empty: none). */
  RATE_LIMIT_EXEMPT: z.string().default('127.0.0.1,::1'),
});

export type TConfig = z.infer<typeof ZEnv> & { dataDir: string };

export function parseConfig(env: Record<string, string | undefined>): TConfig {
  // An empty value (`DATABASE_URL=` in an env file) means unset.
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

const g = globalThis as unknown as { __config?: TConfig };

export function config(): TConfig {
  g.__config ??= parseConfig(process.env);
  return g.__config;
}
