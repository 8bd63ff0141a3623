import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isPublicPath, safeRedirect } from '@/lib/auth/guard';
import { parseConfig } from '@/lib/config';

describe('route guard allow-list (spec §2)', () => {
  it('opens the listed paths and any path containing a public fragment', () => {
    for (const p of ['/auth/login', '/home', '/shop', '/shopping-cart', '/checkout/payment', '/404', '/401', '/blogs', '/landing',
      '/product/ao-dai', '/collections/lua', '/page/about', '/blog-view/hello', '/home/']) {
      expect(isPublicPath(p), p).toBe(true);
    }
  });

  it('keeps the console and /user out', () => {
    for (const p of ['/console', '/console/users', '/user', '/auth/other']) expect(isPublicPath(p), p).toBe(false);
  });

  it('only redirects to same-origin paths after sign-in', () => {
    expect(safeRedirect('/console/users?page=2')).toBe('/console/users?page=2');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', '', null]) expect(safeRedirect(bad)).toBe('/console');
  });
});

describe('configuration', () => {
  it('applies defaults', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ PORT: 3000, ADMIN_USERNAME: 'admin', DATA_DIR: '.data', APP_TITLE: 'ShopGate' });
  });

  it('names the variable at fault', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ ENCRYPTION_KEY: 'short' })).toThrow(/ENCRYPTION_KEY/);
  });

  it('stops the server at start with a message that names the variable', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' }, encoding: 'utf8', timeout: 30_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/PORT/);
  });

  it('generates secrets once into the data folder when the environment has none, and keeps them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-secrets-'));
    const script = `import { secrets } from './lib/config/secrets.ts'; console.log(JSON.stringify(secrets()));`;
    const env = { ...process.env, DATA_DIR: dir, SESSION_SECRET: '', ENCRYPTION_KEY: '' };
    delete (env as Record<string, unknown>).SESSION_SECRET;
    delete (env as Record<string, unknown>).ENCRYPTION_KEY;
    const first = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { env, encoding: 'utf8' });
    const second = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { env, encoding: 'utf8' });
    const a = JSON.parse(first.stdout);
    expect(a.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(second.stdout)).toEqual(a);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });
});
