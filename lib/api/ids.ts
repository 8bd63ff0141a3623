import { E } from './errors';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (s: string) => UUID_RE.test(s);

/** An id from the path. One that cannot exist is simply unknown: 404, like any other unknown id. */
export function idParam(params: Record<string, string>, entity: string, key = 'id'): string {
  const id = params[key];
  if (!id || !UUID_RE.test(id)) throw E.notFound(entity);
  return id.toLowerCase();
}
