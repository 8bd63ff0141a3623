import pino from 'pino';

/** Structured server log. Paths that could carry secrets are redacted wherever they appear. */
const g = globalThis as unknown as { __logger?: pino.Logger };

export function logger(): pino.Logger {
  g.__logger ??= pino({
    level: process.env.LOG_LEVEL ?? 'info',
    base: { app: 'shopgate' },
    redact: {
      paths: [
        'password', '*.password', 'passwordHash', '*.passwordHash', 'access_token', '*.access_token',
        'authorization', '*.authorization', 'headers.cookie', '*.headers.cookie', 'token', '*.token',
        'secret', '*.secret', 'auth_key', '*.auth_key', 'api_key', '*.api_key',
      ],
      censor: '[redacted]',
    },
  });
  return g.__logger;
}
