// Orders per second and latency with 20 concurrent shoppers, against the production build through server.ts.
//   npm run build && node bench/orders/run.mjs            (PostgreSQL: a scratch database is created and dropped)
//   PGLITE=1 node bench/orders/run.mjs                     (the embedded database)
// Each path runs for SECONDS (default 10), interleaved and repeated 3 times; medians are printed. The baseline is the
// quote endpoint in the same run: the same parsing and pricing reads, without the transaction, locks and writes.
// Paths: "hot" puts every order on one product (one row lock: the worst case), "spread" across 50 products.
// Server pinned to core 0, this load generator to core 1. After the run, every 201 is checked against the database.
import { spawn, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleEntry } from '../../scripts/bundle.mjs';
import { Pool } from 'undici';

const PORT = Number(process.env.PORT ?? 3410);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONCURRENCY = 20;
const base = `http://127.0.0.1:${PORT}`;
const pglite = process.env.PGLITE === '1';
const db = `shopgate_bench_orders_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-bench-'));
if (!pglite) execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `create database ${db}`]);

try { execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' }); } catch { /* no taskset: unpinned */ }
// Compiled, as `npm start` runs it (scripts/bundle.mjs).
const server = spawn('taskset', ['-c', '0', process.execPath, await bundleEntry('server')], {
  env: {
    ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn',
    DEMO_SEED: 'false', ADMIN_PASSWORD: 'bench-admin-pass', ...(pglite ? { DATABASE_URL: '' } : { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}` }),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const cleanup = () => {
  server.kill('SIGKILL');
  if (!pglite) try { execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `drop database if exists ${db} with (force)`]); } catch { /* gone */ }
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (let i = 0; i < 240; i++) {
  try { if ((await fetch(`${base}/api/health`)).ok) break; } catch { /* starting */ }
  await new Promise((r) => setTimeout(r, 250));
}

const json = { 'content-type': 'application/json' };
const token = (await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin', password: 'bench-admin-pass' }) })).json()).res_data.access_token;
const auth = { ...json, authorization: `Bearer ${token}` };
const STOCK = 10_000_000;
const products = [];
process.stderr.write('server up; making products\n');
for (let i = 0; i < 50; i++) {
  const r = await (await fetch(`${base}/api/v1/product/`, { method: 'POST', headers: auth, body: JSON.stringify({
    name: `Bench Bowl ${i}`, price: 150000, status: 'published', optionGroups: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [{ sku: `B${i}S`, options: { Size: 'S' }, price: 150000, stock: STOCK }, { sku: `B${i}M`, options: { Size: 'M' }, price: 180000, stock: STOCK }],
  }) })).json();
  products.push(r.res_data.id);
}

const shipping = { fullName: 'Bench Shopper', phone: '0912345678', email: '', address: '1 Bench St', province: 'Hà Nội', ward: 'Hoàn Kiếm' };
const pick = (hot) => (hot ? products[0] : products[Math.floor(Math.random() * products.length)]);
const items = (hot) => [{ id: pick(hot), selectedVariations: { Size: 'S' }, amount: 1 }, { id: pick(hot), selectedVariations: { Size: 'M' }, amount: 2 }];
const PATHS = {
  quote: () => ({ path: '/api/v1/order/quote', body: { items: items(false) }, headers: json }),
  hot: () => ({ path: '/api/v1/order', body: { items: items(true), shippingInformation: shipping, paymentMethod: 'COD' }, headers: { ...json, 'idempotency-key': crypto.randomUUID() } }),
  spread: () => ({ path: '/api/v1/order', body: { items: items(false), shippingInformation: shipping, paymentMethod: 'COD' }, headers: { ...json, 'idempotency-key': crypto.randomUUID() } }),
};

const pool = new Pool(base, { connections: CONCURRENCY, pipelining: 1 });
const placed = [];
async function load(name) {
  const lat = [];
  let errors = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < end) {
      const req = PATHS[name]();
      const t0 = process.hrtime.bigint();
      const res = await pool.request({ method: 'POST', path: req.path, headers: req.headers, body: JSON.stringify(req.body) });
      const body = await res.body.json();
      lat.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.statusCode >= 300) errors++;
      else if (name !== 'quote') placed.push(body.res_data);
    }
  }));
  lat.sort((a, b) => a - b);
  const q = (p) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))];
  return { rps: lat.length / SECONDS, p50: q(0.5), p95: q(0.95), p99: q(0.99), errors };
}

const runs = { quote: [], hot: [], spread: [] };
for (let round = 0; round < 3; round++) {
  for (const name of Object.keys(runs)) {
    runs[name].push(await load(name));
    process.stderr.write(`round ${round + 1} ${name}: ${runs[name].at(-1).rps.toFixed(0)} req/s\n`);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const row = (name) => Object.fromEntries(['rps', 'p50', 'p95', 'p99', 'errors'].map((k) => [k, median(runs[name].map((r) => r[k]))]));
const baseline = row('quote');
console.log(`\nOrders on ${pglite ? 'PGlite' : 'PostgreSQL'}, ${CONCURRENCY} concurrent shoppers, ${SECONDS} s × 3 rounds, medians:`);
console.log('path     req/s   p50 ms  p95 ms  p99 ms  errors  ratio to quote');
for (const name of Object.keys(runs)) {
  const r = row(name);
  console.log(`${name.padEnd(8)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.errors).padStart(7)}  ${(r.rps / baseline.rps).toFixed(2)}×`);
}

// Every 201 is an order in the database, and the stock moved by exactly what they bought.
let sold = 0;
for (const o of placed) for (const l of o.items) if (l.id === products[0]) sold += l.amount;
const hot = (await (await fetch(`${base}/api/v1/product/${products[0]}`, { headers: auth })).json()).res_data;
const total = (await (await fetch(`${base}/api/v1/order/pagination?limit=1`, { headers: auth })).json()).res_data.total;
console.log(`\n201 answers: ${placed.length}; orders in the database: ${total}; hot product stock moved by ${2 * STOCK - hot.stockTotal}, its order lines add up to ${sold}`);
await pool.close();
cleanup();
process.exit(total === placed.length && 2 * STOCK - hot.stockTotal === sold ? 0 : 1);
