import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { scratchDatabase } from '../tests/scratch-db';
import { healthy, startOwnServer } from './own-server';

/* The crash test: a server of its own is killed (SIGKILL, no goodbye) while orders arrive. After a restart on the
   same data, every order that was answered 201 exists, whole, and the stock agrees with the orders that exist.
   Runs on the embedded database, and on PostgreSQL too when E2E_DATABASE_URL names one: the test makes a database
   of its own beside it (its server must seed its own administrator) and drops it afterwards. */

const ADMIN_PASSWORD = 'crash-admin-password';
const targets = [{ name: 'PGlite', url: undefined as string | undefined }];
if (process.env.E2E_DATABASE_URL) targets.push({ name: 'PostgreSQL', url: process.env.E2E_DATABASE_URL });

type TPlaced = { id: string; code: string; total: number; paymentUrl: string; items: { id: string; amount: number }[] };

for (const [i, target] of targets.entries()) {
  test(`every order answered 201 survives a server killed mid-load (${target.name})`, async () => {
    test.setTimeout(180_000);
    const port = 3290 + i;
    const base = `http://127.0.0.1:${port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopgate-crash-'));
    const scratch = target.url ? await scratchDatabase(target.url, 'crash') : null;
    const start = () => startOwnServer({ port, dataDir, adminPassword: ADMIN_PASSWORD, databaseUrl: scratch?.url });
    let server = start();
    try {
      await healthy(base);
      const login = await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) })).json();
      const auth = { authorization: `Bearer ${login.res_data.access_token as string}`, 'content-type': 'application/json' };
      const made = await (await fetch(`${base}/api/v1/product/`, {
        method: 'POST', headers: auth,
        body: JSON.stringify({ name: `Crash Jar ${Date.now()}`, price: 100000, status: 'published', variants: [{ sku: 'JAR', options: {}, price: 100000, stock: 100000 }] }),
      })).json();
      expect(made.res_status_code, made.message).toBe(201);
      const productId = made.res_data.id as string;

      const answered: TPlaced[] = [];
      let stop = false;
      const shopper = async () => {
        while (!stop) {
          try {
            const res = await fetch(`${base}/api/v1/order/`, {
              method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
              body: JSON.stringify({
                items: [{ id: productId, selectedVariations: {}, amount: 1 + Math.floor(Math.random() * 3) }], paymentMethod: 'COD',
                shippingInformation: { fullName: 'Crash Test', phone: '0912345678', address: '1 Test St', province: 'Huế', ward: 'Phú Hội' },
              }),
            });
            if (res.status === 201) answered.push((await res.json()).res_data as TPlaced);
          } catch { /* the server died under this request: it was never answered */ }
        }
      };
      const shoppers = Array.from({ length: 8 }, shopper);
      // Kill once orders are flowing, so some are mid-transaction when the process dies.
      await expect.poll(() => answered.length, { timeout: 30_000 }).toBeGreaterThan(40);
      server.kill('SIGKILL');
      await new Promise((r) => server.once('exit', r));
      stop = true;
      await Promise.all(shoppers);
      const before = answered.length;

      server = start();
      await healthy(base);
      for (const o of answered) {
        const res = await fetch(`${base}${o.paymentUrl.replace('/order/', '/api/v1/order/')}`);
        expect(res.status, `order ${o.code}`).toBe(200);
        const back = (await res.json()).res_data as TPlaced;
        expect(back).toMatchObject({ id: o.id, code: o.code, total: o.total, items: o.items });
      }
      // Whole means the stock moved exactly for the orders that exist, answered or not.
      const list = await (await fetch(`${base}/api/v1/order/pagination?limit=100&page=1`, { headers: auth })).json();
      let sold = 0;
      const pages = Math.ceil(list.res_data.total / 100);
      for (let p = 1; p <= pages; p++) {
        const page = await (await fetch(`${base}/api/v1/order/pagination?limit=100&page=${p}`, { headers: auth })).json();
        for (const o of page.res_data.items as TPlaced[]) sold += o.items.reduce((n, l) => n + (l.id === productId ? l.amount : 0), 0);
      }
      expect(list.res_data.total).toBeGreaterThanOrEqual(before);
      const product = await (await fetch(`${base}/api/v1/product/${productId}`, { headers: auth })).json();
      expect(product.res_data.stockTotal).toBe(100000 - sold);
      test.info().annotations.push({ type: 'crash', description: `${before} orders answered 201 before the kill; ${list.res_data.total} in the database after restart` });
    } finally {
      if (server.exitCode === null) {
        server.kill('SIGKILL');
        await new Promise((r) => server.once('exit', r));
      }
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
