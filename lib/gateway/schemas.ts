import { z } from 'zod';
import { ZPage, zJsonParam, zText, zUuid, zWireDateTime } from '@/lib/api/schemas';
import { PATH_TEMPLATE_RE } from './paths';

/* The gateway's admin contract. Field names follow spec §3. Client-safe. */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', '*'] as const;

export const ZTargetSystem = z.object({
  name: zText(120, 1),
  code: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'targetCode'),
  origin_url: z.url({ protocol: /^https?$/, error: 'httpUrl' }).max(500)
    .refine((u) => !/[?#]/.test(u), 'noQuery'),
  activate: z.boolean().optional(),
  /** Write-only: stored sealed and never returned. Sent upstream exactly as given. */
  auth_key: z.string().max(4000).regex(/^[^\r\n]*$/, 'oneLine').nullish(),
  auth_header: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'headerName').optional(),
  timeout_ms: z.number().int().min(100).max(600_000).optional(),
});
export const ZTargetSystemUpdate = ZTargetSystem.partial();

export const ZTargetApi = z.object({
  api_name: zText(120, 1),
  path: z.string().max(300).regex(PATH_TEMPLATE_RE, 'pathTemplate'),
  method: z.enum(HTTP_METHODS),
  status: z.enum(['active', 'inactive']).optional(),
  description: zText(1000).nullish(),
  target_system_id: zUuid,
});
export const ZTargetApiUpdate = ZTargetApi.partial();
export const ZTargetApiQuery = ZPage.extend({ target_system_id: zUuid.optional() });

export const ZSourceSystem = z.object({
  name: zText(120, 1),
  source_ip: z.string().max(2000).optional(),
  expiry_date: zWireDateTime.nullish(),
  api_ids: z.array(zUuid).max(2000).optional(),
});
export const ZSourceSystemUpdate = ZSourceSystem.partial();

/** `query` of the task-flow list: JSON with a time range, status, API, source system and free text. */
export const ZTaskFlowFilter = z.object({
  from: zWireDateTime.optional(),
  to: zWireDateTime.optional(),
  status: z.union([z.number().int().min(100).max(599), z.enum(['success', 'error'])]).optional(),
  api_id: zUuid.optional(),
  source_system_id: zUuid.optional(),
  text: z.string().max(200).optional(),
});
export const ZTaskFlowQuery = ZPage.omit({ query: true }).extend({
  query: zJsonParam(ZTaskFlowFilter),
});

export const ZStatsQuery = z.object({ range: z.enum(['1h', '24h', '7d']).default('24h') });
