// undici's own header-name helper (lib/core/util.js), used by its parseHeaders; undici is pinned to 7 (package.json).
declare module 'undici/lib/core/util' {
  /** A header name in lower case; names undici knows come back interned, from a byte tree for Buffers. */
  export function headerNameToString(value: string | Buffer): string;
}
