import { describe, expect, it } from 'vitest';
import { remembered, sanitizeRichText } from '@/lib/content/sanitize';

describe('remembered sanitiser results', () => {
  it('answers a repeated input from memory and forgets the least recently used past its bound', () => {
    const calls: string[] = [];
    const upper = remembered((s) => { calls.push(s); return s.toUpperCase(); }, 12); // each entry: 2 + 2 characters
    expect(upper('ab')).toBe('AB');
    expect(upper('ab')).toBe('AB');
    expect(calls).toEqual(['ab']);
    upper('cd');
    upper('ef'); // 12 characters held: ab, cd, ef
    upper('ab'); // ab becomes the most recent
    upper('gh'); // over the bound: cd, the least recently used, goes
    calls.length = 0;
    upper('ab');
    upper('ef');
    upper('gh');
    expect(calls).toEqual([]);
    upper('cd');
    expect(calls).toEqual(['cd']);
  });

  it('does not keep an input larger than its whole bound', () => {
    let n = 0;
    const f = remembered((s) => { n++; return s; }, 10);
    f('0123456789');
    f('0123456789');
    expect(n).toBe(2);
  });

  it('gives the sanitised result every time, the first and the remembered', () => {
    const dirty = '<p>hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p>';
    const first = sanitizeRichText(dirty);
    expect(first).not.toMatch(/script|onerror/);
    expect(sanitizeRichText(dirty)).toBe(first);
  });
});

describe('plainText', () => {
  it('keeps words of adjacent blocks apart, squeezes spaces and cuts at the limit', async () => {
    const { plainText } = await import('@/lib/content/sanitize');
    expect(plainText('<h2>Notes</h2><p>Last visit.</p><p>We travel<br>often.</p><ul><li>one</li><li>two</li></ul>'))
      .toBe('Notes Last visit. We travel often. one two');
    expect(plainText('<p>Tea &amp; &quot;Coffee&quot; <strong>b</strong> 1 &lt; 2</p>')).toBe('Tea & "Coffee" b 1 &lt; 2');
    expect(plainText('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
