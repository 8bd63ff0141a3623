import { beforeAll, describe, expect, it } from 'vitest';
import { call, uniq } from '../http';
import { adminAndViewer } from '../helpers';
import * as productList from '@/app/api/v1/product/route';
import * as productOne from '@/app/api/v1/product/[id]/route';
import * as collectionList from '@/app/api/v1/collection/route';
import * as collectionOne from '@/app/api/v1/collection/[id]/route';
import * as productPage from '@/app/api/v1/product/pagination/route';
import * as collectionPage from '@/app/api/v1/collection/pagination/route';
import * as reviewList from '@/app/api/v1/review-feedback/route';
import * as reviewOne from '@/app/api/v1/review-feedback/[id]/route';
import * as reviewPage from '@/app/api/v1/review-feedback/pagination/route';

let admin: string;
let viewer: string;

const shirt = (extra: Record<string, unknown> = {}) => ({
  name: uniq('Linen Shirt '),
  description: '<p>Soft <strong>linen</strong>.</p><script>alert(1)</script>',
  price: 450000,
  status: 'published',
  optionGroups: [{ name: 'Size', values: ['S', 'M', 'L'] }, { name: 'Colour', values: ['Sand', 'Indigo'] }],
  variants: [
    { sku: 'LS-S-SAND', options: { Size: 'S', Colour: 'Sand' }, price: 450000, stock: 3 },
    { sku: 'LS-M-SAND', options: { Size: 'M', Colour: 'Sand' }, price: 450000, stock: 0 },
    { sku: 'LS-L-INDIGO', options: { Size: 'L', Colour: 'Indigo' }, price: 490000, stock: 5 },
  ],
  ...extra,
});

const create = async (extra: Record<string, unknown> = {}) => {
  const r = await call(productList.POST, 'POST', { token: admin, body: shirt(extra) });
  expect(r.status, r.json.message).toBe(201);
  return r.data;
};
const list = (query: Record<string, unknown>, token?: string) =>
  call(productList.GET, 'GET', { token, query: { query: JSON.stringify(query) } });

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
});

describe('products', () => {
  it('creates a product with variants, sanitised description and derived price and stock', async () => {
    const p = await create();
    expect(p.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.slug).toMatch(/^linen-shirt-/);
    expect(p.description).toContain('<strong>linen</strong>');
    expect(p.description).not.toContain('script');
    expect(p.variants).toHaveLength(3);
    expect(new Set(p.variants.map((v: { id: string }) => v.id)).size).toBe(3);
    expect(p).toMatchObject({ minPrice: 450000, maxPrice: 490000, stockTotal: 8 });
    expect(p).not.toHaveProperty('searchText');
  });

  it('refuses variants that do not fit the option groups, naming the field', async () => {
    const bad = async (variants: unknown[], field: string) => {
      const r = await call(productList.POST, 'POST', { token: admin, body: shirt({ variants }) });
      expect(r.status).toBe(400);
      expect(r.json.message).toContain(field);
    };
    await bad([{ options: { Size: 'S' }, price: 1, stock: 1 }], 'variants.0.options');
    await bad([{ options: { Size: 'XXL', Colour: 'Sand' }, price: 1, stock: 1 }], 'variants.0.options.Size');
    await bad([{ options: { Size: 'S', Colour: 'Sand' }, price: 1, stock: 1 }, { options: { Size: 'S', Colour: 'Sand' }, price: 2, stock: 1 }], 'variants.1.options');
    await bad([{ options: { Size: 'S', Colour: 'Sand' }, price: -1, stock: 1 }], 'variants.0.price');
    await bad([{ options: { Size: 'S', Colour: 'Sand' }, price: 1, stock: 1.5 }], 'variants.0.stock');
  });

  it('answers 400 for bad input and 401/403/404 as it should', async () => {
    expect((await call(productList.POST, 'POST', { token: admin, raw: '{"name":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await call(productList.POST, 'POST', { token: admin, body: { ...shirt(), price: 'cheap' } })).data.field).toBe('price');
    expect((await call(productList.POST, 'POST', { token: admin, body: { ...shirt(), name: '<script>x</script>' } })).data.field).toBe('name');
    expect((await call(productList.POST, 'POST', { token: admin, body: { ...shirt(), slug: "x'; drop table products;--" } })).data.field).toBe('slug');
    expect((await call(productList.POST, 'POST', { body: shirt() })).status).toBe(401);
    expect((await call(productList.POST, 'POST', { token: viewer, body: shirt() })).status).toBe(403);
    expect((await call(productOne.GET, 'GET', { params: { id: 'nope' } })).status).toBe(404);
    expect((await call(productOne.GET, 'GET', { params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await call(productList.GET, 'GET', { query: { query: '{oops' } })).data.field).toBe('query');
    expect((await call(productList.GET, 'GET', { query: { query: JSON.stringify({ sort: 'random' }) } })).status).toBe(400);
    expect((await call(productList.POST, 'POST', { token: admin, body: { ...shirt(), collectionIds: ['00000000-0000-4000-8000-000000000000'] } })).data.field).toBe('collectionIds');
  });

  it('shows shoppers published products only; the console sees drafts', async () => {
    const draft = await create({ status: 'draft' });
    const archived = await create({ status: 'archived' });
    expect((await call(productOne.GET, 'GET', { params: { id: draft.id } })).status).toBe(404);
    expect((await call(productOne.GET, 'GET', { params: { id: archived.id } })).status).toBe(404);
    expect((await call(productOne.GET, 'GET', { token: viewer, params: { id: draft.id } })).status).toBe(200);
    const pub = await list({ ids: [draft.id, archived.id], status: 'all' });
    expect(pub.data.total).toBe(0);
    const con = await list({ ids: [draft.id, archived.id], status: 'all' }, admin);
    expect(con.data.total).toBe(2);
  });

  it('a PUT accepts back what a GET returned, changes only what it names, and replaces variants by id', async () => {
    const p = await create();
    const got = (await call(productOne.GET, 'GET', { params: { id: p.id } })).data;
    const back = await call(productOne.PUT, 'PUT', { token: admin, params: { id: p.id }, body: { ...got, price: 460000, createdDate: 'whenever', minPrice: 'x' } });
    expect(back.status, back.json.message).toBe(200);
    expect(back.data.price).toBe(460000);
    expect(back.data.variants.map((v: { id: string }) => v.id)).toEqual(p.variants.map((v: { id: string }) => v.id));
    const partial = await call(productOne.PUT, 'PUT', { token: admin, params: { id: p.id }, body: { isFeatured: true } });
    expect(partial.data).toMatchObject({ isFeatured: true, name: p.name, status: 'published', price: 460000 });
    const kept = p.variants[2];
    const replaced = await call(productOne.PUT, 'PUT', { token: admin, params: { id: p.id }, body: { variants: [{ ...kept, stock: 9 }, { options: { Size: 'M', Colour: 'Indigo' }, price: 500000, stock: 1 }] } });
    expect(replaced.data.variants).toHaveLength(2);
    expect(replaced.data.variants[0]).toMatchObject({ id: kept.id, stock: 9 });
    expect(replaced.data.stockTotal).toBe(10);
    expect(replaced.data.maxPrice).toBe(500000);
  });

  it('filters by price, stock and option values, sorts, and pages', async () => {
    const tag = uniq('zq');
    const a = await create({ name: `Alpha ${tag}`, variants: [{ options: { Size: 'S', Colour: 'Sand' }, price: 100000, stock: 0 }] });
    const b = await create({ name: `Bravo ${tag}`, variants: [{ options: { Size: 'M', Colour: 'Indigo' }, price: 300000, stock: 2 }] });
    const c = await create({ name: `Charlie ${tag}`, variants: [{ options: { Size: 'L', Colour: 'Indigo' }, price: 200000, stock: 4 }] });
    const names = async (q: Record<string, unknown>) => (await list({ text: tag, ...q })).data.items.map((p: { id: string }) => p.id);
    expect(await names({ sort: 'price-asc' })).toEqual([a.id, c.id, b.id]);
    expect(await names({ sort: 'price-desc' })).toEqual([b.id, c.id, a.id]);
    expect(await names({ sort: 'name' })).toEqual([a.id, b.id, c.id]);
    expect(await names({ sort: 'name', inStock: true })).toEqual([b.id, c.id]);
    expect(await names({ sort: 'name', minPrice: 150000, maxPrice: 250000 })).toEqual([c.id]);
    expect(await names({ sort: 'name', options: { Colour: ['Indigo'] } })).toEqual([b.id, c.id]);
    expect(await names({ sort: 'name', options: { Size: ['S', 'L'] } })).toEqual([a.id, c.id]);
    const page2 = (await list({ text: tag, sort: 'name', page: 2, limit: 2 })).data;
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.items.map((p: { id: string }) => p.id)).toEqual([c.id]);
  });

  it('search matches words in any order, without accents, and forgives a typo', async () => {
    const tag = uniq('kw');
    const p = await create({ name: `Áo dài lụa ${tag}` });
    const ids = async (text: string) => (await list({ text })).data.items.map((x: { id: string }) => x.id);
    expect(await ids(`${tag} ao dai`)).toContain(p.id);
    expect(await ids(`lua ${tag}`)).toContain(p.id);
    expect(await ids(`${tag} aodai lụa`)).toContain(p.id);
    expect(await ids(`${tag} ao daii`)).toContain(p.id);
    expect(await ids(`${tag} banana`)).not.toContain(p.id);
    expect(await ids("'; drop table products; --")).toEqual([]);
  });

  it('ranks a search by the name: a product named for the words comes before one that only has them as an option', async () => {
    const tag = uniq('rk');
    // Both have the colour Indigo; only the second says so in its name, and would come last by name.
    const optionOnly = await create({ name: `Apron ${tag}` });
    const named = await create({ name: `Zéphyr  đồ indigo ${tag}` });
    const ids = async (text: string) => (await list({ text })).data.items.map((x: { id: string }) => x.id);
    expect(await ids(`${tag} indigo`)).toEqual([named.id, optionOnly.id]);
    expect(await ids(`${tag} indgo`)).toEqual([named.id, optionOnly.id]);
  });

  it('deletes a product: then it is gone for everyone', async () => {
    const p = await create();
    expect((await call(productOne.DELETE, 'DELETE', { token: viewer, params: { id: p.id } })).status).toBe(403);
    expect((await call(productOne.DELETE, 'DELETE', { token: admin, params: { id: p.id } })).status).toBe(200);
    expect((await call(productOne.GET, 'GET', { token: admin, params: { id: p.id } })).status).toBe(404);
  });
});

describe('collections', () => {
  it('keeps an ordered membership, hides invisible collections from shoppers, and lists in that order', async () => {
    const [p1, p2, p3] = [await create(), await create(), await create()];
    const r = await call(collectionList.POST, 'POST', { token: admin, body: { name: uniq('Summer '), productIds: [p3.id, p1.id, p2.id] } });
    expect(r.status, r.json.message).toBe(201);
    expect(r.data.productIds).toEqual([p3.id, p1.id, p2.id]);
    const inOrder = (await list({ collectionId: r.data.id })).data.items.map((p: { id: string }) => p.id);
    expect(inOrder).toEqual([p3.id, p1.id, p2.id]);
    expect((await call(productOne.GET, 'GET', { params: { id: p1.id } })).data.collectionIds).toContain(r.data.id);
    // A product joining through its own PUT goes to the end.
    const p4 = await create();
    await call(productOne.PUT, 'PUT', { token: admin, params: { id: p4.id }, body: { collectionIds: [r.data.id] } });
    expect((await list({ collectionId: r.data.id })).data.items.at(-1).id).toBe(p4.id);
    // A new order in one PUT (the console's ordering screen); a refused one changes nothing.
    const reorder = (productIds: string[]) => call(collectionOne.PUT, 'PUT', { token: admin, params: { id: r.data.id }, body: { productIds } });
    expect((await reorder([p4.id, p2.id, p3.id])).status).toBe(200);
    expect((await list({ collectionId: r.data.id })).data.items.map((p: { id: string }) => p.id)).toEqual([p4.id, p2.id, p3.id]);
    expect((await reorder([p1.id, '00000000-0000-4000-8000-000000000000'])).status).toBe(400);
    expect((await call(collectionOne.GET, 'GET', { token: admin, params: { id: r.data.id } })).data.productIds).toEqual([p4.id, p2.id, p3.id]);
    await call(collectionOne.PUT, 'PUT', { token: admin, params: { id: r.data.id }, body: { isVisiable: false } });
    expect((await call(collectionOne.GET, 'GET', { params: { id: r.data.id } })).status).toBe(404);
    const pub = (await call(collectionList.GET, 'GET', {})).data.map((c: { id: string }) => c.id);
    expect(pub).not.toContain(r.data.id);
    const dup = await call(collectionList.POST, 'POST', { token: admin, body: { name: 'x', slug: r.data.slug } });
    expect(dup.status).toBe(409);
    // Plain English for outside clients, and the message's key for the console to say in its own language.
    expect(dup.json.message).toBe('slug: another collection uses this slug');
    expect(dup.data).toMatchObject({ code: 'CONFLICT', field: 'slug', key: 'collectionSlugTaken' });
    expect((await call(collectionOne.DELETE, 'DELETE', { token: admin, params: { id: r.data.id } })).status).toBe(200);
    expect((await call(productOne.GET, 'GET', { params: { id: p1.id } })).data.collectionIds).not.toContain(r.data.id);
  });
});

describe('console grids', () => {
  const paged = (handler: typeof productPage.GET, query: Record<string, unknown>, token?: string, page = 1, limit = 20) =>
    call(handler, 'GET', { token, query: { page, limit, query: JSON.stringify(query) } });

  it('pages products of every status for console roles, newest first, filtered by status, text and collection', async () => {
    const tag = uniq('Gridtag');
    const draft = await create({ name: `${tag} draft`, status: 'draft' });
    const live = await create({ name: `${tag} live` });
    const archived = await create({ name: `${tag} old`, status: 'archived' });
    const all = await paged(productPage.GET, { text: tag }, viewer);
    expect(all.status, all.json.message).toBe(200);
    expect(all.data.items.map((p: { id: string }) => p.id)).toEqual([archived.id, live.id, draft.id]);
    expect(all.data).toMatchObject({ total: 3, page: 1, limit: 20, totalCapped: false });
    expect((await paged(productPage.GET, { text: tag, status: 'draft' }, admin)).data.items.map((p: { id: string }) => p.id)).toEqual([draft.id]);
    const second = await paged(productPage.GET, { text: tag }, admin, 2, 2);
    expect(second.data.items.map((p: { id: string }) => p.id)).toEqual([draft.id]);

    const empty = await create({ name: `${tag} empty`, variants: [{ sku: '', options: { Size: 'S', Colour: 'Sand' }, price: 1, stock: 0 }] });
    expect((await paged(productPage.GET, { text: tag, soldOut: true }, admin)).data.items.map((p: { id: string }) => p.id)).toEqual([empty.id]);
    expect((await paged(productPage.GET, { text: tag, inStock: true }, admin)).data.total).toBe(3);

    const c = await call(collectionList.POST, 'POST', { token: admin, body: { name: uniq('Grid '), productIds: [draft.id] } });
    expect((await paged(productPage.GET, { collectionId: c.data.id }, admin)).data.items.map((p: { id: string }) => p.id)).toEqual([draft.id]);
  });

  it('lists what runs low: in stock, with a variant at or below the number asked (a sold-out size counts; a sold-out product does not)', async () => {
    const tag = uniq('Lowtag');
    const plenty = await create({ name: `${tag} plenty`, variants: [
      { sku: '', options: { Size: 'S', Colour: 'Sand' }, price: 1, stock: 10 }, { sku: '', options: { Size: 'M', Colour: 'Sand' }, price: 1, stock: 9 }] });
    const gap = await create({ name: `${tag} gap` }); // 3, 0 and 5 in stock
    await create({ name: `${tag} gone`, variants: [{ sku: '', options: { Size: 'S', Colour: 'Sand' }, price: 1, stock: 0 }] });
    const ids = async (n: unknown) => {
      const r = await paged(productPage.GET, { text: tag, stockAtMost: n }, viewer);
      expect(r.status, r.json.message).toBe(200);
      return r.data.items.map((p: { id: string }) => p.id);
    };
    expect(await ids(5)).toEqual([gap.id]);
    expect(await ids(0)).toEqual([gap.id]);
    expect(await ids(9)).toEqual([gap.id, plenty.id]);
    for (const bad of [-1, 1.5, '5', 2_000_000]) {
      const r = await paged(productPage.GET, { text: tag, stockAtMost: bad }, viewer);
      expect(r.status, String(bad)).toBe(400);
      expect(r.json.message).toMatch(/^query: stockAtMost: /);
    }
  });

  it('keeps the product grid to console roles and answers 400 naming the parameter', async () => {
    expect((await paged(productPage.GET, {})).status).toBe(401);
    const bad = await paged(productPage.GET, { status: 'gone' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/query/);
    expect((await call(productPage.GET, 'GET', { token: admin, query: { query: '{not json' } })).status).toBe(400);
    expect((await call(productPage.GET, 'GET', { token: admin, query: { limit: 1000 } })).status).toBe(400);
  });

  it('pages collections: hidden ones too for the console when asked, visible ones only for shoppers', async () => {
    const tag = uniq('Gridcoll');
    const shown = await call(collectionList.POST, 'POST', { token: admin, body: { name: `${tag} a`, order: 1 } });
    const hidden = await call(collectionList.POST, 'POST', { token: admin, body: { name: `${tag} b`, order: 2, isVisiable: false } });
    const mine = await paged(collectionPage.GET, { all: true, text: tag }, viewer);
    expect(mine.status, mine.json.message).toBe(200);
    expect(mine.data.items.map((c: { id: string }) => c.id)).toEqual([shown.data.id, hidden.data.id]);
    expect(mine.data.total).toBe(2);
    expect(mine.data.items[0]).toHaveProperty('productCount', 0);
    const pub = await paged(collectionPage.GET, { all: true, text: tag });
    expect(pub.data.items.map((c: { id: string }) => c.id)).toEqual([shown.data.id]);
    expect((await paged(collectionPage.GET, { all: 'yes' }, admin)).status).toBe(400);
  });
});

describe('reviews', () => {
  it('anyone may post; it waits for approval, then shows with its product', async () => {
    const p = await create();
    const posted = await call(reviewList.POST, 'POST', { body: { productId: p.id, rating: 5, authorName: 'Lan', content: 'Beautiful cloth', isApproved: 'Y' } });
    expect(posted.status, posted.json.message).toBe(201);
    expect(posted.data.isApproved).toBe('N');
    const shown = () => call(reviewPage.GET, 'GET', { query: { query: JSON.stringify({ productId: p.id }) } });
    expect((await shown()).data.total).toBe(0);
    expect((await call(reviewOne.GET, 'GET', { params: { id: posted.data.id } })).status).toBe(404);
    expect((await call(reviewPage.GET, 'GET', { token: viewer, query: { query: JSON.stringify({ productId: p.id, isApproved: 'N' }) } })).data.total).toBe(1);
    expect((await call(reviewOne.PUT, 'PUT', { token: viewer, params: { id: posted.data.id }, body: { isApproved: 'Y' } })).status).toBe(403);
    expect((await call(reviewOne.PUT, 'PUT', { token: admin, params: { id: posted.data.id }, body: { isApproved: 'Y' } })).status).toBe(200);
    expect((await shown()).data.items[0]).toMatchObject({ authorName: 'Lan', rating: 5 });
  });

  it('refuses a bad rating, a missing product, and script in the text', async () => {
    const p = await create();
    expect((await call(reviewList.POST, 'POST', { body: { productId: p.id, rating: 6, authorName: 'A', content: 'x' } })).data.field).toBe('rating');
    expect((await call(reviewList.POST, 'POST', { body: { productId: '00000000-0000-4000-8000-000000000000', rating: 4, authorName: 'A', content: 'x' } })).data.field).toBe('productId');
    expect((await call(reviewList.POST, 'POST', { body: { productId: p.id, rating: 4, authorName: 'A', content: '<img src=x onerror=alert(1)>' } })).data.field).toBe('content');
    const draft = await create({ status: 'draft' });
    expect((await call(reviewList.POST, 'POST', { body: { productId: draft.id, rating: 4, authorName: 'A', content: 'x' } })).status).toBe(400);
  });
});
