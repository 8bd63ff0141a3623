import { serialize } from '@/lib/wire';
import type { AppError } from './errors';

export type TEnvelope<T> = { res_status_code: number; res_data: T; message: string };
export type TPage<T> = { items: T[]; total: number; page: number; limit: number };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json<T>(status: number, data: T, message = 'OK', headers: Record<string, string> = {}): Response {
  const body: TEnvelope<unknown> = { res_status_code: status, res_data: serialize(data), message };
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export const ok = <T>(data: T, message = 'OK') => json(200, data, message);
export const created = <T>(data: T, message = 'Created') => json(201, data, message);

export function errorResponse(err: AppError): Response {
  const data = {
    code: err.code,
    ...(err.field ? { field: err.field } : {}),
    ...(err.key ? { key: err.key.name, values: err.key.values } : {}),
    ...(err.data ? { detail: err.data } : {}),
  };
  return json(err.status, data, err.message, err.headers);
}
