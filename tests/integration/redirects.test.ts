import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct } from './order-fixtures';
import { getDb } from '@/lib/db';
import { redirects, userLogs } from '@/lib/db/schema';
import { countHit, findRedirect } from '@/lib/redirects/service';
import * as redirectList from '@/app/api/v1/redirect/route';
import * as redirectOne from '@/app/api/v1/redirect/[id]/route';
import * as redirectPage from '@/app/api/v1/redirect/pagination/route';
import * as productOne from '@/app/api/v1/product/[id]/route';
import * as collectionList from '@/app/api/v1/collection/route';
import * as collectionOne from '@/app/api/v1/collection/[id]/route';
import * as pageList from '@/app/api/v1/page/route';
import * as pageOne from '@/app/api/v1/page/[id]/route';

let admin: string;
let viewer: string;
// Paths unique to this run: on PostgreSQL every test file shares one database.
const old = (p = 'old') => `/${uniq(p)}`;
const make = (fromPath: string, toPath: string) => call(redirectList.POST, 'POST', { token: admin, body: { fromPath, toPath } });
const target = async (path: string) => (await findRedirect(await getDb(), path))?.toPath ?? null;
const slugOf = (name: string) => uniq(name).toLowerCase();

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
});

describe('redirects an administrator makes', () => {
  it('creates one in key form, finds it however a link writes the path, and logs the change', async () => {
    const from = old('San-Pham');
    const r = await make(`https://old-shop.vn${from}/Áo-Thun/`, '/shop');
    expect(r.status, r.json.message).toBe(201);
    expect(r.data).toMatchObject({ fromPath: `${from.toLowerCase()}/áo-thun`, toPath: '/shop', origin: 'manual', hits: 0 });
    expect(await target(`${from}/%C3%81o-Thun`)).toBe('/shop');
    expect(await target(`${from.toUpperCase()}/ÁO-THUN/`)).toBe('/shop');
    // An address with spaces, given as an address bar shows it, is found as a browser requests it.
    const spaced = await make(`${from}/áo dài lụa`, '/shop');
    expect(spaced.status, spaced.json.message).toBe(201);
    expect(await target(`${from}/%C3%A1o%20d%C3%A0i%20l%E1%BB%A5a`)).toBe('/shop');

    await countHit(await getDb(), r.data.id);
    const one = await call(redirectOne.GET, 'GET', { token: viewer, params: { id: r.data.id } });
    expect(one.data).toMatchObject({ hits: 1 });
    expect(one.data.lastHitAt).toBeTruthy();

    const logged = await (await getDb()).select().from(userLogs).where(and(eq(userLogs.entity, 'redirect'), eq(userLogs.entityId, r.data.id)));
    expect(logged.map((l) => l.action)).toContain('CREATE');
  });

  it('answers 400 with the field at fault, 409 for a taken address, 401/403 by role and 404 for unknown ids', async () => {
    const bad = [
      [{ fromPath: '', toPath: '/x' }, 'fromPath'],
      [{ fromPath: '/a?utm=1', toPath: '/x' }, 'fromPath'],
      [{ fromPath: '/console/users', toPath: '/x' }, 'fromPath'],
      [{ fromPath: "/x'; drop table redirects;--", toPath: '/x' }, 'fromPath'],
      [{ fromPath: old(), toPath: '<script>alert(1)</script>' }, 'toPath'],
      [{ fromPath: old(), toPath: 'javascript:alert(1)' }, 'toPath'],
      [{ fromPath: old(), toPath: 42 }, 'toPath'],
    ] as const;
    for (const [body, field] of bad) {
      const r = await call(redirectList.POST, 'POST', { token: admin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.data.field, JSON.stringify(body)).toBe(field);
    }
    expect((await call(redirectList.POST, 'POST', { token: admin, raw: '{"fromPath":', headers: { 'content-type': 'application/json' } })).status).toBe(400);

    const from = old();
    expect((await make(from, '/shop')).status).toBe(201);
    const taken = await make(`${from.toUpperCase()}/`, '/blogs');
    expect([taken.status, taken.data.field]).toEqual([409, 'fromPath']);
    const self = await make(old('self'), '/');
    expect(self.status).toBe(201);
    const loop = await make(from + '-x', from + '-x');
    expect([loop.status, loop.data.field]).toEqual([400, 'toPath']);

    expect((await call(redirectList.POST, 'POST', { body: { fromPath: old(), toPath: '/shop' } })).status).toBe(401);
    expect((await call(redirectList.POST, 'POST', { token: viewer, body: { fromPath: old(), toPath: '/shop' } })).status).toBe(403);
    expect((await call(redirectPage.GET, 'GET', { token: viewer, query: { page: 1, limit: 10 } })).status).toBe(200);
    expect((await call(redirectOne.GET, 'GET', { token: admin, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await call(redirectOne.DELETE, 'DELETE', { token: admin, params: { id: 'nope' } })).status).toBe(404);
    expect((await call(redirectOne.DELETE, 'DELETE', { token: viewer, params: { id: 'nope' } })).status).toBe(403);
  });

  it('keeps every redirect one hop: a chain is refused, a new hop takes over those that led to it', async () => {
    const [a, b, c] = [old('a'), old('b'), old('c')];
    const ab = await make(a, `${b}?utm_campaign=tet`);
    expect(ab.status).toBe(201);
    // b → c: the redirect a → b now goes straight to c, keeping its campaign tag.
    expect((await make(b, c)).status).toBe(201);
    expect(await target(a)).toBe(`${c}?utm_campaign=tet`);
    // x → a would be a chain (a is itself redirected): the administrator is told, with the field.
    const chain = await make(old('x'), a);
    expect([chain.status, chain.data.field]).toEqual([409, 'toPath']);
  });

  it('edits, pages with search and origin filter, and deletes', async () => {
    const tag = uniq('pg').toLowerCase();
    const r = await make(`/${tag}-1`, '/shop');
    await make(`/${tag}-2`, '/blogs');
    const edited = await call(redirectOne.PUT, 'PUT', { token: admin, params: { id: r.data.id }, body: { toPath: '/collections/sale' } });
    expect(edited.status, edited.json.message).toBe(200);
    expect(edited.data).toMatchObject({ fromPath: `/${tag}-1`, toPath: '/collections/sale' });
    const clash = await call(redirectOne.PUT, 'PUT', { token: admin, params: { id: r.data.id }, body: { fromPath: `/${tag}-2` } });
    expect([clash.status, clash.data.field]).toEqual([409, 'fromPath']);
    const bad = await call(redirectOne.PUT, 'PUT', { token: admin, params: { id: r.data.id }, body: { toPath: 'ftp://x' } });
    expect([bad.status, bad.data.field]).toEqual([400, 'toPath']);

    const page = await call(redirectPage.GET, 'GET', { token: admin, query: { page: 1, limit: 10, query: tag, origin: 'manual' } });
    expect(page.data.total).toBe(2);
    expect((await call(redirectPage.GET, 'GET', { token: admin, query: { page: 1, limit: 10, query: tag, origin: 'slug' } })).data.total).toBe(0);
    expect((await call(redirectPage.GET, 'GET', { token: admin, query: { origin: 'bogus' } })).data.field).toBe('origin');

    expect((await call(redirectOne.DELETE, 'DELETE', { token: admin, params: { id: r.data.id } })).status).toBe(200);
    expect(await target(`/${tag}-1`)).toBeNull();
  });
});

describe('redirects the shop makes when a slug changes', () => {
  it('a product renamed: its old address leads to the new, renaming back removes the loop, deleting it removes them', async () => {
    const p = await makeProduct(admin);
    const first = (await call(productOne.GET, 'GET', { token: admin, params: { id: p.id } })).data.slug as string;
    const second = slugOf('ao-moi');
    const third = slugOf('ao-moi-hon');
    expect((await call(productOne.PUT, 'PUT', { token: admin, params: { id: p.id }, body: { slug: second } })).status).toBe(200);
    expect(await target(`/product/${first}`)).toBe(`/product/${second}`);
    const [row] = await (await getDb()).select().from(redirects).where(eq(redirects.fromPath, `/product/${first}`));
    expect(row.origin).toBe('slug');

    // A second rename: both old addresses lead straight to the newest, one hop.
    await call(productOne.PUT, 'PUT', { token: admin, params: { id: p.id }, body: { slug: third } });
    expect(await target(`/product/${first}`)).toBe(`/product/${third}`);
    expect(await target(`/product/${second}`)).toBe(`/product/${third}`);

    // Back to the first name: that address answers again, so its redirect goes, and nothing loops.
    await call(productOne.PUT, 'PUT', { token: admin, params: { id: p.id }, body: { slug: first } });
    expect(await target(`/product/${first}`)).toBeNull();
    expect(await target(`/product/${second}`)).toBe(`/product/${first}`);
    expect(await target(`/product/${third}`)).toBe(`/product/${first}`);

    // Deleted: the redirects the shop made to it would lead only to a 404.
    expect((await call(productOne.DELETE, 'DELETE', { token: admin, params: { id: p.id } })).status).toBe(200);
    expect(await target(`/product/${second}`)).toBeNull();
    expect(await target(`/product/${third}`)).toBeNull();
  });

  it('a collection and a post renamed, and an administrator\'s redirect kept when its target moves', async () => {
    const slug = slugOf('he');
    const made = await call(collectionList.POST, 'POST', { token: admin, body: { name: uniq('Hè '), slug } });
    expect(made.status, made.json.message).toBe(201);
    const manual = old('campaign');
    expect((await make(manual, `/collections/${slug}?utm_source=fb`)).status).toBe(201);
    const moved = slugOf('he-2027');
    expect((await call(collectionOne.PUT, 'PUT', { token: admin, params: { id: made.data.id }, body: { slug: moved } })).status).toBe(200);
    expect(await target(`/collections/${slug}`)).toBe(`/collections/${moved}`);
    expect(await target(manual)).toBe(`/collections/${moved}?utm_source=fb`);

    const post = await call(pageList.POST, 'POST', { token: admin, body: { type: 'post', title: uniq('Tin '), status: 'published' } });
    expect(post.status, post.json.message).toBe(201);
    const newSlug = slugOf('tin-moi');
    await call(pageOne.PUT, 'PUT', { token: admin, params: { id: post.data.id }, body: { slug: newSlug } });
    expect(await target(`/blog-view/${post.data.slug}`)).toBe(`/blog-view/${newSlug}`);
    // Unchanged slug on an edit: no redirect made.
    await call(pageOne.PUT, 'PUT', { token: admin, params: { id: post.data.id }, body: { title: 'Tin khác' } });
    expect(await target(`/blog-view/${newSlug}`)).toBeNull();
  });
});
