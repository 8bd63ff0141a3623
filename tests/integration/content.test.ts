import { beforeAll, describe, expect, it } from 'vitest';
import { call, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import * as pageList from '@/app/api/v1/page/route';
import * as pageOne from '@/app/api/v1/page/[id]/route';
import * as pagePaged from '@/app/api/v1/page/pagination/route';
import * as menuList from '@/app/api/v1/menu/route';
import * as menuOne from '@/app/api/v1/menu/[id]/route';
import * as menuPaged from '@/app/api/v1/menu/pagination/route';
import * as paramsList from '@/app/api/v1/system-params/route';
import { sanitizeRichText } from '@/lib/content/sanitize';

let admin: string;
let viewer: string;
beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
});

/* Payloads from the OWASP XSS filter evasion cheat sheet and friends. */
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="https://evil.example"><input name=x></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<style>body{display:none}</style>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src="http://insecure.example/x.png">',
  '<base href="https://evil.example/">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

describe('the sanitiser', () => {
  it.each(XSS)('leaves nothing that can run: %s', (payload) => {
    const out = sanitizeRichText(`<p>ok</p>${payload}`);
    expect(out).toContain('<p>ok</p>');
    expect(out).not.toMatch(/<(script|iframe|object|embed|style|meta|link|form|input|base|svg|math|body)\b/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/javascript:|data:text/i);
    expect(out).not.toMatch(/src="http:/i);
  });

  it('keeps ordinary rich text and marks links nofollow', () => {
    const out = sanitizeRichText('<h2>Care</h2><p>Wash <em>cold</em>. <a href="https://x.example">more</a></p><ul><li>a</li></ul><img src="https://x.example/a.png" alt="A">');
    expect(out).toContain('<h2>Care</h2>');
    expect(out).toContain('<em>cold</em>');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
    expect(out).toContain('<img src="https://x.example/a.png" alt="A" loading="lazy" />');
  });
});

describe('pages and posts', () => {
  const post = (extra: Record<string, unknown> = {}) => ({ type: 'post', title: uniq('Indigo dye '), content: '<p>Hello</p><script>steal()</script>', status: 'published', ...extra });

  it('stores sanitised content, derives an excerpt, and stamps publishedAt once', async () => {
    const r = await call(pageList.POST, 'POST', { token: admin, body: post() });
    expect(r.status, r.json.message).toBe(201);
    expect(r.data.content).toBe('<p>Hello</p>');
    expect(r.data.excerpt).toBe('Hello');
    expect(r.data.publishedAt).toBeTruthy();
    const again = await call(pageOne.PUT, 'PUT', { token: admin, params: { id: r.data.id }, body: { ...r.data, title: 'Renamed', updatedDate: 'x' } });
    expect(again.status, again.json.message).toBe(200);
    expect(again.data).toMatchObject({ title: 'Renamed', publishedAt: r.data.publishedAt, content: '<p>Hello</p>' });
  });

  it('hides drafts from shoppers, pages published ones, and refuses bad input', async () => {
    const draft = (await call(pageList.POST, 'POST', { token: admin, body: post({ status: 'draft' }) })).data;
    expect((await call(pageOne.GET, 'GET', { params: { id: draft.id } })).status).toBe(404);
    expect((await call(pageOne.GET, 'GET', { token: viewer, params: { id: draft.id } })).status).toBe(200);
    const pub = await call(pagePaged.GET, 'GET', { query: { page: 1, limit: 2, query: JSON.stringify({ type: 'post', status: 'all' }) } });
    expect(pub.status).toBe(200);
    expect(pub.data.items.every((p: { status: string }) => p.status === 'published')).toBe(true);
    expect(pub.data.limit).toBe(2);
    expect((await call(pageList.POST, 'POST', { token: viewer, body: post() })).status).toBe(403);
    expect((await call(pageList.POST, 'POST', { body: post() })).status).toBe(401);
    expect((await call(pageList.POST, 'POST', { token: admin, body: post({ type: 'novel' }) })).data.field).toBe('type');
    expect((await call(pageList.POST, 'POST', { token: admin, body: post({ avatar: 'javascript:alert(1)' }) })).data.field).toBe('avatar');
    const dup = await call(pageList.POST, 'POST', { token: admin, body: post({ slug: draft.slug }) });
    expect(dup.status).toBe(409);
    expect((await call(pageList.GET, 'GET', { query: { query: 'not json' } })).data.field).toBe('query');
  });
});

describe('menu', () => {
  it('builds a tree, refuses a cycle, hides hidden items from shoppers, and re-parents children on delete', async () => {
    const parent = (await call(menuList.POST, 'POST', { token: admin, body: { title: 'Collections', to: `/${uniq('c')}` } })).data;
    const child = await call(menuList.POST, 'POST', { token: admin, body: { title: 'Silk', to: `/${uniq('s')}`, parentId: parent.id } });
    expect(child.status, child.json.message).toBe(201);
    const cycle = await call(menuOne.PUT, 'PUT', { token: admin, params: { id: parent.id }, body: { parentId: child.data.id } });
    expect(cycle.data.field).toBe('parentId');
    expect((await call(menuList.POST, 'POST', { token: admin, body: { title: 'x', to: 'javascript:alert(1)' } })).data.field).toBe('to');
    expect((await call(menuList.POST, 'POST', { token: admin, body: { title: 'x', to: child.data.to } })).status).toBe(409);
    await call(menuOne.PUT, 'PUT', { token: admin, params: { id: child.data.id }, body: { hidden: true } });
    expect((await call(menuList.GET, 'GET', {})).data.map((m: { id: string }) => m.id)).not.toContain(child.data.id);
    expect((await call(menuList.GET, 'GET', { token: viewer })).data.map((m: { id: string }) => m.id)).toContain(child.data.id);
    expect((await call(menuPaged.GET, 'GET', {})).status).toBe(401);
    expect((await call(menuPaged.GET, 'GET', { token: viewer, query: { page: 1, limit: 5 } })).data.limit).toBe(5);
    await call(menuOne.DELETE, 'DELETE', { token: admin, params: { id: parent.id } });
    expect((await call(menuOne.GET, 'GET', { token: admin, params: { id: child.data.id } })).data.parentId).toBeNull();
  });
});

describe('store parameters', () => {
  it('shoppers read the public store parameters only', async () => {
    const r = await call(paramsList.GET, 'GET', {});
    expect(r.status).toBe(200);
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data.every((p: { category: string; isSecret: boolean }) => p.category === 'store' && !p.isSecret)).toBe(true);
  });
});
