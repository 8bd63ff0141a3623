import sanitizeHtml from 'sanitize-html';

/* Rich text from the console. Run when saved and again when rendered: the second pass covers rows written
   before a rule changed, or by hand in the database. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
    'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height', 'loading'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/**
 * Remembers the results of a pure string function for recent inputs, up to `maxChars` of inputs and results together.
 * Rendering sanitises every page view again (three passes per product page: about 7 % of its server CPU, measured),
 * and what a pass returns depends only on its input, so a remembered result is the result of sanitising now.
 */
export function remembered(fn: (s: string) => string, maxChars = 4_000_000): (s: string) => string {
  const seen = new Map<string, string>();
  let chars = 0;
  return (s) => {
    const hit = seen.get(s);
    if (hit !== undefined) {
      seen.delete(s); // most recently used last: the first entry is the one to forget
      seen.set(s, hit);
      return hit;
    }
    const out = fn(s);
    if (s.length + out.length > maxChars) return out;
    seen.set(s, out);
    chars += s.length + out.length;
    for (const [k, v] of seen) {
      if (chars <= maxChars) break;
      seen.delete(k);
      chars -= k.length + v.length;
    }
    return out;
  };
}

export const sanitizeRichText = remembered((html) => sanitizeHtml(html, OPTIONS));

/* Block ends and line breaks become spaces first: stripping the tags alone ran "…last visit.</p><p>We travel…"
   together as "visit.We travel". */
const BREAK = /<\/(?:p|h[1-6]|li|blockquote|figcaption|td|th|tr|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;
/* The stripped text keeps sanitize-html's entities; a meta description would show "Tea &amp; Coffee". The common ones
   are decoded. &lt; and &gt; stay: an excerpt made from this is stored, and the API refuses angle brackets in one. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };
const textOf = remembered((html) => sanitizeHtml(html.replace(BREAK, '$& '), { allowedTags: [], allowedAttributes: {} })
  .replace(/&(?:amp|quot|nbsp|#39|#x27);/g, (e) => ENTITIES[e]).replace(/\s+/g, ' ').trim());

/** Plain text of rich text, for excerpts, descriptions and search. */
export function plainText(html: string, max = 300): string {
  const text = textOf(html);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
