import { isUuid } from '@/lib/wire';
import { E } from './errors';

export { isUuid };

/** An id from the path. One that cannot exist is simply unknown: 404, like any other unknown id. */
export function idParam(params: Record<string, string>, entity: string, key = 'id'): string {
  const id = params[key];
  if (!id || !isUuid(id)) throw E.notFound(entity);
  return id.toLowerCase();
}
