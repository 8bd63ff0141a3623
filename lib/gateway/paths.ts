/* Path templates (`/orders/:id`, `/files/*`) and path safety for the data plane. */

export type TCompiledPath = { regex: RegExp; staticSegments: number };

export function compilePath(template: string): TCompiledPath {
  const segs = template.split('/').filter(Boolean);
  let staticSegments = 0;
  const body = segs.map((s, i) => {
    if (s === '*' && i === segs.length - 1) return '(?:/.*)?';
    if (s.startsWith(':')) return '/[^/]+';
    staticSegments++;
    return `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }).join('');
  return { regex: new RegExp(`^${body || '/'}$`), staticSegments };
}

/** A template the admin API accepts: starts with /, segments of URL-safe characters (never . or ..), `:name` params,
 *  a final `*`. */
export const PATH_TEMPLATE_RE = /^\/(?:(?:(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*)(?:\/(?:(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*))*(?:\/\*)?|\*)?$/;

/* A backslash, an empty segment, an encoded slash, backslash, dot or NUL, or a dot segment: one pass per call. */
const UNSAFE_PATH = /\\|\/\/|%(?:2f|5c|2e|00)|\/\.{1,2}(?:\/|$)/i;

/**
 * Refuses paths that could escape the target's base path or be read differently upstream: dot segments,
 * encoded slashes, backslashes, encoded dots, empty segments and anything that is not a plain path.
 */
export function unsafePath(rawPath: string): boolean {
  return !rawPath.startsWith('/') || UNSAFE_PATH.test(rawPath);
}
