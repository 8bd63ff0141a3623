import { z } from 'zod';
import { zText, zUuid } from '@/lib/api/schemas';
import { RUNNER_AUTH_TYPES } from '@/lib/db/schema-runner';

/* The API runner's contract. Client-safe. */

export const RUNNER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
/** What a request may carry as its body: enough for any API payload a person types or pastes. */
export const RUNNER_BODY_MAX = 256 * 1024;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const zPair = z.object({
  key: z.string().max(200),
  value: z.string().max(4000).regex(/^[^\r\n]*$/, 'oneLine'),
  enabled: z.boolean().default(true),
});
const zPairs = z.array(zPair).max(100);
const zHeaders = z.array(zPair.refine((p) => !p.enabled || !p.key || HEADER_NAME.test(p.key), { message: 'notHeaderName', path: ['key'] })).max(100);

/** A gateway path, or an absolute http(s) URL (the service checks it is on a target system's origin). */
export const zRunnerUrl = z.string().trim().min(1, 'isRequired').max(2000).refine(
  (u) => u.startsWith('/gateway/') || /^https?:\/\/[^\s]+$/i.test(u),
  'must be a gateway path (/gateway/{code}/…) or an http(s) URL',
);

export const ZApiCollection = z.object({ name: zText(120, 1), description: zText(1000).nullish() });
export const ZApiCollectionUpdate = ZApiCollection.partial();

const requestFields = {
  method: z.enum(RUNNER_METHODS),
  url: zRunnerUrl,
  params: zPairs.optional(),
  headers: zHeaders.optional(),
  body: z.string().max(RUNNER_BODY_MAX).nullish(),
  auth_type: z.enum(RUNNER_AUTH_TYPES).optional(),
  /** Write-only: stored sealed. Absent keeps the stored value; null or empty removes it. */
  auth_value: z.string().max(4000).regex(/^[^\r\n]*$/, 'oneLine').nullish(),
};

export const ZApiRequest = z.object({ name: zText(120, 1), collection_id: zUuid, ...requestFields });
export const ZApiRequestUpdate = ZApiRequest.partial();
export const ZApiRequestQuery = z.object({ collection_id: zUuid.optional() });

/** A run: an unsaved request, or a saved one (`request_id`) whose stored key is used when none is typed. */
export const ZRun = z.object({ ...requestFields, request_id: zUuid.optional() });
export type TRun = z.infer<typeof ZRun>;
