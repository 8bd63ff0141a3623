import en from '@/messages/en.json';

type TValues = Record<string, string | number>;
const TEXTS = en.validation as Record<string, unknown>;

/**
 * A key of the `validation` messages as the API's English text; any other message is already text. Field errors
 * carry the key as well, so the console can say it in its own language (messages/vi.json), and an outside client
 * still reads plain English.
 */
export function messageText(message: string, values?: TValues): string {
  const text = TEXTS[message];
  return typeof text === 'string' ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? '')) : message;
}

/** The one error type the API answers with; `status` becomes both the HTTP status and res_status_code. */
export class AppError extends Error {
  /** The message key, when the message came from one (see messageText). */
  key?: { name: string; values?: TValues };

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly data?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

function keyed(err: AppError, message: string, values?: TValues) {
  if (typeof TEXTS[message] === 'string') err.key = { name: message, values };
  return err;
}
const fieldError = (status: number, code: string, field: string, message: string, values?: TValues, data?: unknown) =>
  keyed(new AppError(status, code, `${field}: ${messageText(message, values)}`, field, data), message, values);

/** The error catalogue. Every API failure is built here, so messages and statuses stay consistent. */
export const E = {
  invalid: (field: string, message: string, values?: TValues) => fieldError(400, 'VALIDATION', field, message, values),
  malformedJson: () => new AppError(400, 'MALFORMED_JSON', 'body: malformed JSON', 'body'),
  contentType: () =>
    new AppError(400, 'CONTENT_TYPE', 'content-type: must be application/json', 'content-type'),
  tooLarge: (limit: number) => new AppError(413, 'TOO_LARGE', `body: larger than the limit of ${limit} bytes`, 'body'),
  unauthenticated: (message = 'Authentication required') => new AppError(401, 'UNAUTHENTICATED', message),
  badCredentials: () => new AppError(401, 'BAD_CREDENTIALS', 'Invalid username or password'),
  forbidden: (message = 'You do not have permission to do this') => keyed(new AppError(403, 'FORBIDDEN', messageText(message)), message),
  accountBlocked: (reason: 'locked' | 'inactive' | 'expired') =>
    new AppError(403, `ACCOUNT_${reason.toUpperCase()}`, {
      locked: 'This account is locked. Ask an administrator to unlock it.',
      inactive: 'This account is deactivated.',
      expired: 'This account has expired.',
    }[reason]),
  notFound: (entity: string) => new AppError(404, 'NOT_FOUND', `${entity} not found`),
  conflict: (field: string, message: string, data?: unknown, values?: TValues) => fieldError(409, 'CONFLICT', field, message, values, data),
  /** The same Idempotency-Key with a different request (IETF httpapi-idempotency-key-header: 422). */
  idempotencyMismatch: () => new AppError(422, 'IDEMPOTENCY_MISMATCH', 'Idempotency-Key: was already used with a different request', 'Idempotency-Key'),
  methodNotAllowed: () => new AppError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed'),
  tooMany: (retryAfterSeconds: number) =>
    new AppError(429, 'RATE_LIMITED', `Too many requests from this address: try again in ${retryAfterSeconds} s`, undefined, { retry_after: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) }),
  internal: () => new AppError(500, 'INTERNAL', 'Something went wrong on our side. It has been logged.'),
  /** The database cannot be reached for now: the client should send the same request again later. */
  unavailable: (retryAfterSeconds = 5) =>
    new AppError(503, 'UNAVAILABLE', `The service is briefly unavailable: try again in ${retryAfterSeconds} s`, undefined, { retry_after: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) }),
};

/* How a lost or refused PostgreSQL connection shows: a socket error, pg's own messages for a connection that ended,
   or a server that is shutting down, starting or full (SQLSTATE classes 08 and 57P, and 53300). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const LOST = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/;

/** Whether an error (or one it was caused by: drizzle wraps the driver's) says the database could not be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || code.startsWith('08') || code.startsWith('57P') || code === '53300') return true;
    if (typeof e.message === 'string' && LOST.test(e.message)) return true;
  }
  return false;
}

/** PostgreSQL unique violation, raised by a race the service's own check could not see. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
