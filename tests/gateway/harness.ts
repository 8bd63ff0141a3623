import net from 'node:net';
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { call, uniq } from '../http';
import { adminToken } from '../helpers';
import { getDb } from '@/lib/db';
import { startGateway, type TGatewayHandle } from '@/lib/gateway/runtime';
import { gatewayListener } from '@/lib/gateway/http';
import * as targetSystem from '@/app/api/v1/target-system/route';
import * as targetApi from '@/app/api/v1/target-api/route';
import * as sourceSystem from '@/app/api/v1/source-system/route';
import * as sourceKey from '@/app/api/v1/source-system/[id]/key/route';

/* Real servers on loopback: an upstream that reports what reached it, and the gateway behind its own listener. */

export type TSeen = { method: string; url: string; headers: http.IncomingHttpHeaders; size: number; sha256: string };

/** Chunk `i` of a `/download` answer: 64 KB of one byte value, so a test can check what arrived without storing it. */
export const downloadChunk = (i: number) => Buffer.alloc(64 * 1024, i & 0xff);

export async function startUpstream() {
  const seen: TSeen[] = [];
  /** Bytes of the current `/download` answer written so far, as the upstream's socket took them. */
  const download = { sent: 0 };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname.endsWith('/download')) {
      download.sent = 0;
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunks = Number(url.searchParams.get('mb')) * 16;
      for (let i = 0; i < chunks && !res.destroyed; i++) {
        const c = downloadChunk(i);
        download.sent += c.length;
        if (!res.write(c)) await new Promise<void>((r) => {
          const go = () => { res.off('drain', go); res.off('close', go); r(); };
          res.on('drain', go).on('close', go);
        });
      }
      res.end();
      return;
    }
    if (url.pathname.endsWith('/slow')) {
      const t = setTimeout(() => res.writeHead(200).end('late'), Number(url.searchParams.get('ms') ?? 2000));
      res.on('close', () => clearTimeout(t));
      return;
    }
    const hash = crypto.createHash('sha256');
    let size = 0;
    for await (const c of req as AsyncIterable<Buffer>) { size += c.length; hash.update(c); }
    const s: TSeen = { method: req.method!, url: req.url!, headers: req.headers, size, sha256: hash.digest('hex') };
    seen.push(s);
    if (url.pathname.endsWith('/status')) { res.writeHead(Number(url.searchParams.get('code'))).end(); return; }
    if (url.pathname.endsWith('/binary')) {
      const buf = crypto.randomBytes(70_000);
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'x-sha256': crypto.createHash('sha256').update(buf).digest('hex'), connection: 'keep-alive, x-hop', 'x-hop': 'secret-hop' }).end(buf);
      return;
    }
    // The echo reports whether an Authorization header arrived, not its value; tests read `seen` for the value.
    const echo = { ...s, headers: { ...s.headers, authorization: s.headers.authorization ? '(present)' : undefined } };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(echo));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { seen, download, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

export async function startGatewayServer(opts: { instanceId?: string } = {}) {
  const gw: TGatewayHandle = await startGateway(await getDb(), { listenUrl: process.env.DATABASE_URL, logFlushMs: 50, instanceId: opts.instanceId });
  const server = http.createServer(gatewayListener(gw.gateway, (_req, res) => res.writeHead(404).end()));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    gw, url: `http://127.0.0.1:${port}`,
    close: async () => { server.closeAllConnections(); await new Promise<void>((r) => server.close(() => r())); await gw.stop(); },
  };
}

/** A target with APIs and a source granted some of them, all made through the admin API. */
export async function setupRoutes(upstreamUrl: string, o: { authKey?: string; timeoutMs?: number; sourceIp?: string; expiry?: string | null } = {}) {
  const admin = await adminToken();
  const code = uniq('t').toLowerCase().replace(/[^a-z0-9-]/g, '');
  const t = await call(targetSystem.POST, 'POST', { token: admin, body: {
    name: `Target ${code}`, code, origin_url: `${upstreamUrl}/base`, auth_key: o.authKey ?? 'Bearer upstream-secret-123', timeout_ms: o.timeoutMs ?? 2000,
  } });
  if (t.status !== 201) throw new Error(`target: ${t.json.message}`);
  const api = async (method: string, path: string, status = 'active') => {
    const r = await call(targetApi.POST, 'POST', { token: admin, body: { api_name: `${method} ${path}`, method, path, status, target_system_id: t.data.id } });
    if (r.status !== 201) throw new Error(`api: ${r.json.message}`);
    return r.data.id as string;
  };
  const apis = {
    getOrder: await api('GET', '/orders/:id'),
    postUpload: await api('POST', '/upload'),
    getSlow: await api('GET', '/slow'),
    getBinary: await api('GET', '/binary'),
    getStatus: await api('GET', '/status'),
    getFiles: await api('GET', '/files/*'),
    getDownload: await api('GET', '/download'),
    ungranted: await api('GET', '/secret'),
    inactive: await api('GET', '/inactive', 'inactive'),
  };
  const granted = Object.entries(apis).filter(([k]) => k !== 'ungranted').map(([, v]) => v);
  const s = await call(sourceSystem.POST, 'POST', { token: admin, body: { name: `Source ${code}`, source_ip: o.sourceIp ?? '', expiry_date: o.expiry ?? null, api_ids: granted } });
  if (s.status !== 201) throw new Error(`source: ${s.json.message}`);
  const k = await call(sourceKey.POST, 'POST', { token: admin, params: { id: s.data.id } });
  return { admin, code, targetId: t.data.id as string, sourceId: s.data.id as string, key: k.data.api_key as string, apis };
}

/**
 * A port for a server started in another process. Below Linux's ephemeral range (32768–60999), where no outgoing
 * connection of this machine takes it meanwhile (a random port up to 40000 once collided with one), and free now.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until fn returns true or the time is up; returns the time it took. */
export async function within(ms: number, fn: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await fn()) return Date.now() - start;
    await sleep(25);
  }
  throw new Error(`condition not met within ${ms} ms`);
}
