/* PostgreSQL cannot store a NUL character in text or json columns: an insert or even a search holding one fails
   inside the driver. Input is checked for it where it is parsed, so it is refused as a 400 naming the field. */

/**
 * The path (`a.b.0`) of the first string or key in `value` that holds a NUL, '' for `value` itself, or null.
 * Iterative: a body may nest thousands of levels deep, which a recursive walk would answer with a stack overflow.
 */
export function nulPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return at;
    } else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        const here = at ? `${at}.${k}` : k;
        if (k.includes('\u0000')) return here;
        stack.push([inner, here]);
      }
    }
  }
  return null;
}
