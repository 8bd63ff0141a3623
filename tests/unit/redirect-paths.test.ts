import { describe, expect, it } from 'vitest';
import { ZRedirect, destination, pathKey } from '@/lib/redirects/paths';

describe('pathKey', () => {
  it('matches an old address however a link writes it', () => {
    expect(pathKey('/San-Pham/Áo/')).toBe('/san-pham/áo');
    expect(pathKey('/san-pham/%C3%81o')).toBe('/san-pham/áo');
    // NFD (as macOS and some editors write Vietnamese) and NFC are one address.
    expect(pathKey('/a\u0301o')).toBe(pathKey('/áo'));
  });
  it('refuses what is not a path on this host', () => {
    expect(pathKey('//evil.example/x')).toBeNull();
    expect(pathKey('no-slash')).toBeNull();
    expect(pathKey('/%E0%A4%A')).toBeNull();
  });
});

describe('destination', () => {
  it('carries the visit\'s query along, without overriding the target\'s own', () => {
    expect(destination('/product/ao-moi', '?utm_source=fb&fbclid=X1')).toBe('/product/ao-moi?utm_source=fb&fbclid=X1');
    expect(destination('/shop?sort=new', '?sort=old&utm_source=fb')).toBe('/shop?sort=new&utm_source=fb');
    expect(destination('/product/ao-moi', '')).toBe('/product/ao-moi');
    expect(destination('https://blog.example.com/a', '?utm_source=fb')).toBe('https://blog.example.com/a?utm_source=fb');
  });
});

describe('ZRedirect', () => {
  const issue = (input: unknown) => {
    const r = ZRedirect.safeParse(input);
    return r.success ? null : { path: r.error.issues[0].path.join('.'), message: r.error.issues[0].message };
  };
  it('keeps only the path of a URL pasted from the old shop, in key form', () => {
    const r = ZRedirect.parse({ fromPath: 'https://old-shop.vn/Collections/Ao-Thun/', toPath: '/collections/ao-thun' });
    expect(r.fromPath).toBe('/collections/ao-thun');
  });
  it('takes an old address with spaces as written, the same address as its %20 form', () => {
    expect(ZRedirect.parse({ fromPath: '/san pham/áo dài', toPath: '/x' }).fromPath).toBe(pathKey('/san%20pham/%C3%A1o%20d%C3%A0i'));
    expect(issue({ fromPath: '/san\tpham', toPath: '/x' })).toEqual({ path: 'fromPath', message: 'redirectPath' });
  });
  it('names the field at fault', () => {
    expect(issue({ fromPath: '/a?b=1', toPath: '/x' })).toEqual({ path: 'fromPath', message: 'redirectQuery' });
    expect(issue({ fromPath: '/', toPath: '/x' })).toEqual({ path: 'fromPath', message: 'redirectRoot' });
    expect(issue({ fromPath: '/console/users', toPath: '/x' })).toEqual({ path: 'fromPath', message: 'redirectReserved' });
    expect(issue({ fromPath: '/api', toPath: '/x' })).toEqual({ path: 'fromPath', message: 'redirectReserved' });
    expect(issue({ fromPath: '/<script>', toPath: '/x' })).toEqual({ path: 'fromPath', message: 'redirectPath' });
    expect(issue({ fromPath: '/old', toPath: 'javascript:alert(1)' })).toEqual({ path: 'toPath', message: 'menuLink' });
    expect(issue({ fromPath: '/old', toPath: '//evil.example' })).toEqual({ path: 'toPath', message: 'menuLink' });
    expect(issue({ fromPath: '/old', toPath: '' })).toEqual({ path: 'toPath', message: 'isRequired' });
  });
  it('lets a console path be a target, and an api-like path that is not reserved be a source', () => {
    expect(issue({ fromPath: '/apiary', toPath: '/console' })).toBeNull();
  });
});
