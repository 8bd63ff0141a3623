import sharp from 'sharp';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from './client';
import { collections, discountCodes, pages, products, reviewFeedback, systemParams } from './schema';
import { attachmentUrl, saveAttachment } from '@/lib/attachments/service';
import { createProduct } from '@/lib/catalog/products';
import { createCollection } from '@/lib/catalog/collections';
import { createPage } from '@/lib/content/pages';
import { bannerSvg, productSvg, type TMotif } from './seed-art';
import type { TActor } from '@/lib/logs/write';

/* The demo shop: six collections of Vietnamese crafts, about forty products with variants and stock, reviews,
   pages and posts. Runs once, on an empty catalogue. */

const SYSTEM: TActor = { userId: null, username: 'system', ip: null, userAgent: null };

type TDemoCollection = {
  name: string; slug: string; motif: TMotif; description: string; featured?: boolean;
  options: { name: string; values: string[] }[]; priceStep: number;
  items: [name: string, price: number, bg: string, fg: string, accent: string][];
};

const SIZES = ['S', 'M', 'L', 'XL'];
const SHOP: TDemoCollection[] = [
  { name: 'Linen Clothing', slug: 'linen-clothing', motif: 'shirt', featured: true, priceStep: 20000,
    description: 'Loose, breathable linen cut and sewn in a Hội An workshop.',
    options: [{ name: 'Size', values: SIZES }, { name: 'Colour', values: ['Sand', 'Indigo', 'Sage'] }],
    items: [['Linen Shirt', 650000, '#efe6d8', '#c9b48f', '#8a6f45'], ['Linen Wrap Dress', 980000, '#e8efe6', '#7f9c7b', '#3f5a3c'],
      ['Mandarin Collar Shirt', 720000, '#e3e9f2', '#3d5a8a', '#1f3357'], ['Wide Linen Trousers', 690000, '#f2ece4', '#a88b6a', '#6e5538'],
      ['Linen Áo Bà Ba', 590000, '#f4efe9', '#2f2f3a', '#b89b72'], ['Linen Kimono Jacket', 1150000, '#ecebe4', '#6b7f6a', '#d9c7a3'],
      ['Drawstring Linen Shorts', 420000, '#f1e9de', '#b9825a', '#6b4226']] },
  { name: 'Silk Scarves', slug: 'silk-scarves', motif: 'scarf', featured: true, priceStep: 0,
    description: 'Hand-woven Vạn Phúc silk, dyed with plants and finished by hand.',
    options: [{ name: 'Colour', values: ['Crimson', 'Lotus', 'Jade', 'Indigo'] }],
    items: [['Vạn Phúc Silk Scarf', 480000, '#f7e8ea', '#b3263e', '#f2c14e'], ['Lotus Print Scarf', 520000, '#fbeef2', '#d96c8e', '#5a8f5a'],
      ['Indigo Shibori Scarf', 560000, '#e6ecf5', '#2c4a7e', '#dfe7f2'], ['Silk Square Bandana', 290000, '#fff4e0', '#e08a1e', '#7a3b0c'],
      ['Long Silk Stole', 760000, '#eef4ee', '#3e8e6e', '#e7d27c'], ['Raw Silk Shawl', 890000, '#f3efe6', '#8c7a5b', '#3b3226']] },
  { name: 'Ceramics', slug: 'ceramics', motif: 'bowl', featured: true, priceStep: 60000,
    description: 'Bát Tràng stoneware thrown on the wheel and glazed in small batches.',
    options: [{ name: 'Size', values: ['Small', 'Medium', 'Large'] }],
    items: [['Celadon Rice Bowl', 180000, '#e9f2ee', '#7fb5a0', '#dff0e8'], ['Blue Lotus Bowl', 220000, '#eaf0f8', '#2f5fa5', '#ffffff'],
      ['Ash Glaze Tea Bowl', 260000, '#efece6', '#8d8577', '#c9c1b0'], ['Crackle Serving Bowl', 420000, '#f5f0e6', '#c7b998', '#6d5f43'],
      ['Brown Glaze Noodle Bowl', 240000, '#f1e8e0', '#7a4a2a', '#d8b38c'], ['Speckled Soup Bowl', 200000, '#f2f2ef', '#cfc9bc', '#5c5a55'],
      ['Moss Green Dessert Bowl', 160000, '#eef3e6', '#6f8f45', '#e3efcf']] },
  { name: 'Lacquerware', slug: 'lacquerware', motif: 'lacquer', priceStep: 150000,
    description: 'Sơn mài boxes and trays: eggshell inlay and a dozen coats of lacquer.',
    options: [{ name: 'Finish', values: ['Black & Gold', 'Red & Gold', 'Eggshell'] }],
    items: [['Round Lacquer Box', 540000, '#f6ece6', '#1e1a1a', '#d4a437'], ['Eggshell Inlay Tray', 880000, '#f4efe6', '#4b2a1a', '#f0e6d0'],
      ['Lacquer Jewellery Box', 690000, '#f8e9e6', '#8c1c13', '#e2b347'], ['Nesting Lacquer Bowls (set of 3)', 1250000, '#efeae6', '#2a1f1d', '#c78f2e'],
      ['Lacquer Coaster Set', 390000, '#f5eee6', '#6e1a12', '#d7a94b'], ['Mother-of-Pearl Card Box', 760000, '#ece9f0', '#2b2838', '#dfe3ea']] },
  { name: 'Bamboo & Rattan', slug: 'bamboo-rattan', motif: 'basket', priceStep: 80000,
    description: 'Baskets, bags and trays woven from Mekong bamboo and rattan.',
    options: [{ name: 'Size', values: ['Small', 'Large'] }],
    items: [['Rattan Market Basket', 450000, '#f5efe2', '#c39a5a', '#7c5a2b'], ['Bamboo Bread Tray', 260000, '#f3f0e4', '#b8a06a', '#6d5c33'],
      ['Round Rattan Bag', 620000, '#f7ede0', '#a9773f', '#5e3d1a'], ['Woven Storage Box', 380000, '#eff0e6', '#9c9464', '#4f4a2b'],
      ['Seagrass Laundry Basket', 710000, '#f1efe5', '#8f8a5e', '#3f3c23'], ['Bamboo Picnic Hamper', 1350000, '#f5ecdc', '#b08850', '#5a3e1a']] },
  { name: 'Coffee & Tea', slug: 'coffee-tea', motif: 'coffee', featured: true, priceStep: 110000,
    description: 'Highland coffee and Thái Nguyên tea from the farms we buy from each season.',
    options: [{ name: 'Weight', values: ['250 g', '500 g', '1 kg'] }],
    items: [['Robusta Phin Roast', 160000, '#f1e7de', '#5b3a29', '#d9b38c'], ['Arabica Cầu Đất', 220000, '#eee6dc', '#3b2a20', '#c99a6b'],
      ['Weasel-free Culi Beans', 240000, '#efe4d8', '#6b4430', '#e0c09b'], ['Thái Nguyên Green Tea', 180000, '#eaf2e2', '#5d8a3a', '#d6e9c1'],
      ['Lotus Tea', 350000, '#f8ecf0', '#c75b7a', '#f1d5de'], ['Phin Filter Gift Set', 390000, '#ece6e0', '#7a6a5e', '#cbbfb3']] },
];

const REVIEWS: [number, string, string][] = [
  [5, 'Minh Anh', 'Beautiful work, better than the photos. Packed with care.'],
  [4, 'Tom H.', 'Lovely quality. Delivery to Hà Nội took three days.'],
  [5, 'Ngọc Trâm', 'Bought one as a gift and then came back for another for myself.'],
  [3, 'Sarah K.', 'Nice, but the colour is a little darker than on my screen.'],
  [5, 'Quang Huy', 'Exactly as described. Will order again.'],
  [4, 'Linh P.', 'Well made and fairly priced.'],
];

async function image(db: Db, name: string, svg: string, width: number) {
  const bytes = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 78 }).toBuffer();
  return attachmentUrl((await saveAttachment(db, `${name}.webp`, bytes, SYSTEM)).id);
}

function variantsOf(c: TDemoCollection, price: number, seed: number) {
  const combos = c.options.reduce<Record<string, string>[]>((acc, g) => acc.flatMap((o) => g.values.map((v) => ({ ...o, [g.name]: v }))), [{}]);
  return combos.map((options, i) => ({
    sku: `${c.slug.slice(0, 3).toUpperCase()}-${seed}-${i + 1}`,
    options,
    price: price + c.priceStep * (c.options[0].values.indexOf(Object.values(options)[0])),
    // A few combinations are sold out, so the picker has something to disable.
    stock: (seed * 7 + i * 3) % 11 === 0 ? 0 : ((seed + i) % 9) + 2,
  }));
}

export async function seedShop(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(products);
  const [{ m }] = await db.select({ m: count() }).from(collections);
  if (n > 0 || m > 0) return false;
  let seed = 0;
  for (const [ci, c] of SHOP.entries()) {
    const [, , bg, fg, accent] = c.items[0];
    const avatar = await image(db, c.slug, productSvg(c.motif, bg, fg, accent), 800);
    const col = await createCollection(db, { name: c.name, slug: c.slug, description: c.description, avatar, isVisiable: true, isFeatured: !!c.featured, order: ci * 10 }, SYSTEM);
    for (const [name, price, pbg, pfg, pacc] of c.items) {
      seed++;
      const images = [await image(db, `${c.slug}-${seed}-a`, productSvg(c.motif, pbg, pfg, pacc), 1000),
        await image(db, `${c.slug}-${seed}-b`, productSvg(c.motif, pfg === '#1e1a1a' ? '#f0e6d0' : shadeBg(pbg), pfg, pacc, 1), 1000)];
      const p = await createProduct(db, {
        name, price, images, status: 'published', isFeatured: seed % 5 === 1, collectionIds: [col.id],
        compareAtPrice: seed % 4 === 0 ? Math.round(price * 1.25 / 10000) * 10000 : null,
        description: `<p>${c.description}</p><h2>Details</h2><ul><li>Made to order in small batches</li><li>Each piece varies slightly: that is the handwork</li></ul><p>Ships from Hồ Chí Minh City within two working days.</p>`,
        optionGroups: c.options, variants: variantsOf(c, price, seed),
      }, SYSTEM);
      const reviewCount = seed % 4;
      for (let r = 0; r < reviewCount; r++) {
        const [rating, authorName, content] = REVIEWS[(seed + r) % REVIEWS.length];
        await db.insert(reviewFeedback).values({ productId: p.id, rating, authorName, content, isApproved: r === 2 ? 'N' : 'Y', createdBy: 'system' });
      }
    }
  }
  const hero = await image(db, 'hero', bannerSvg('#efe6d8', '#b3263e', '#d4a437'), 1600);
  await db.update(systemParams).set({ value: hero }).where(and(eq(systemParams.code, 'store.hero_image'), eq(systemParams.value, '')));
  // One product stays a draft, so the console has something to publish and the storefront something to hide.
  await createProduct(db, { name: 'Hand-painted Tea Set (coming soon)', price: 1800000, status: 'draft', images: [], description: '', optionGroups: [], variants: [], collectionIds: [], isFeatured: false }, SYSTEM);
  await seedContent(db);
  // Two codes of the kinds shops run: a welcome percentage with a cap, and a fixed amount off larger orders.
  await db.insert(discountCodes).values([
    { code: 'CHAOBAN', description: 'Khách mới: giảm 10%, tối đa 100.000 ₫', kind: 'percent', value: 10, maxDiscount: 100000, createdBy: 'system', updatedBy: 'system' },
    { code: 'TET50K', description: 'Tết: giảm 50.000 ₫ cho đơn từ 500.000 ₫', kind: 'amount', value: 50000, minSubtotal: 500000, createdBy: 'system', updatedBy: 'system' },
  ]).onConflictDoNothing();
  return true;
}

const shadeBg = (hex: string) => hex.replace(/^#(..)(..)(..)$/, (_m, r, g, b) => `#${b}${r}${g}`);

async function seedContent(db: Db) {
  const [{ k }] = await db.select({ k: count() }).from(pages);
  if (k > 0) return;
  const pagesData: [string, string, string][] = [
    ['About us', 'about', '<p>Saigon Craft began in 2019 with three workshops and a market stall. Today we work with forty families across Vietnam, and we still visit every one of them.</p><h2>How we work</h2><p>We pay makers before we sell, publish what we pay, and keep runs small so nothing is wasted.</p>'],
    ['Shipping & returns', 'shipping-returns', '<h2>Shipping</h2><p>Orders ship from Hồ Chí Minh City within two working days. Delivery takes 1–4 days in Vietnam.</p><h2>Returns</h2><p>Return anything unused within 30 days for a full refund.</p>'],
    ['Care guide', 'care-guide', '<h2>Linen and silk</h2><p>Wash cold and dry in the shade.</p><h2>Lacquer</h2><p>Wipe with a soft dry cloth; keep away from direct heat.</p>'],
    ['Contact', 'contact', '<p>Write to hello@saigoncraft.example or call +84 28 3823 4567, Monday to Saturday, 9:00–18:00.</p>'],
  ];
  for (const [title, slug, content] of pagesData) await createPage(db, { type: 'page', title, slug, content, status: 'published', attachments: [], collectionIds: [], isFeatured: false }, SYSTEM);
  const posts: [string, string, string, string, string][] = [
    ['A morning in Vạn Phúc silk village', 'van-phuc-silk-village', '#f7e8ea', '#b3263e', '#f2c14e'],
    ['How Bát Tràng potters glaze celadon', 'bat-trang-celadon', '#e9f2ee', '#7fb5a0', '#dff0e8'],
    ['Brewing coffee with a phin', 'brewing-with-a-phin', '#f1e7de', '#5b3a29', '#d9b38c'],
    ['Why linen gets better with age', 'linen-gets-better', '#efe6d8', '#c9b48f', '#8a6f45'],
    ['Sơn mài: twelve coats of patience', 'son-mai-lacquer', '#f6ece6', '#1e1a1a', '#d4a437'],
    ['Weaving rattan in the Mekong Delta', 'weaving-rattan-mekong', '#f5efe2', '#c39a5a', '#7c5a2b'],
  ];
  for (const [i, [title, slug, bg, fg, accent]] of posts.entries()) {
    const avatar = await image(db, slug, bannerSvg(bg, fg, accent), 1200);
    await createPage(db, {
      type: 'post', title, slug, avatar, status: 'published', attachments: [], collectionIds: [], isFeatured: i < 3,
      content: `<p>${title} — notes from our last visit.</p><p>We travel to every workshop we buy from at least twice a year. This time we spent a week watching, asking and, occasionally, getting in the way.</p><h2>What we learned</h2><p>The work is slower than anyone expects, and that is the point: the time shows in the finished piece.</p>`,
    }, SYSTEM);
  }
}
