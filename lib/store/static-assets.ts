import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/*
 * The build's hashed assets (/_next/static/…), compressed once instead of on every request. Next gzips each response
 * as it sends it: about 9 ms of CPU for the page's largest script, on every visit, and gzip only. Brotli at its best
 * quality is 15 % smaller for the same script but costs half a second, so it is done once, in the background after
 * start, on the thread pool. Until a file is ready, or for a client that takes neither encoding, Next serves it.
 * Only files found in the build folder are ever served: the request path is a key, never a file path.
 */

type TAsset = { type: string; br: Buffer; gzip: Buffer; etag: string };

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const PREFIX = '/_next/static/';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type TStaticAssets = { serve(req: IncomingMessage, res: ServerResponse): boolean; ready: Promise<number> };

export function staticAssets(buildDir: string): TStaticAssets {
  const assets = new Map<string, TAsset>();
  const root = path.join(buildDir, 'static');

  async function compressAll(): Promise<number> {
    const files = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const f of files) {
      const type = TYPES[path.extname(f.name)];
      if (!f.isFile() || !type) continue;
      const abs = path.join(f.parentPath, f.name);
      try {
        const raw = await fs.readFile(abs);
        // One at a time: a 2-core machine is also serving shoppers meanwhile.
        const br = await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = await gzip(raw, { level: 9 });
        const key = PREFIX + path.relative(root, abs).split(path.sep).join('/');
        assets.set(key, { type, br, gzip: gz, etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"` });
      } catch {
        // A file that vanished or cannot be read stays Next's to serve (or to answer 404 for); the rest go on.
      }
    }
    return assets.size;
  }

  return {
    ready: compressAll(),
    serve(req, res) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX)) return false;
      const a = assets.get(req.url.split('?')[0]);
      if (!a) return false;
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (!encoding) return false;
      const body = a[encoding];
      res.setHeader('Content-Type', a.type);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', a.etag);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.headers['if-none-match'] === a.etag) {
        res.writeHead(304).end();
        return true;
      }
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
