/* The public writes' rate limits, through the real route handlers: per address, refilled with time, loopback exempt
   (RATE_LIMIT_EXEMPT's default), and bounded in memory however many addresses come. */
import { describe, expect, it } from 'vitest';
import { call } from '../http';
import { bucketCount, LIMITS, takeToken } from '@/lib/api/rate-limit';
import * as reviewRoute from '@/app/api/v1/review-feedback/route';
import * as loginRoute from '@/app/api/v1/auth/login/route';

const from = (ip: string) => ({ 'x-client-ip': ip });

describe('rate limits on public writes', () => {
  it('lets an address post a few reviews, then answers 429 with Retry-After, while other addresses go on', async () => {
    const bad = { productId: 'not-a-uuid' };
    for (let i = 0; i < LIMITS.review.burst; i++) {
      expect((await call(reviewRoute.POST, 'POST', { body: bad, headers: from('203.0.113.7') })).status).toBe(400);
    }
    const refused = await call(reviewRoute.POST, 'POST', { body: bad, headers: from('203.0.113.7') });
    expect(refused.status).toBe(429);
    expect(refused.json.res_data).toMatchObject({ code: 'RATE_LIMITED', detail: { retry_after: expect.any(Number) } });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another address, and this machine itself, are not held back by it.
    expect((await call(reviewRoute.POST, 'POST', { body: bad, headers: from('198.51.100.2') })).status).toBe(400);
    for (let i = 0; i < LIMITS.review.burst * 3; i++) {
      expect((await call(reviewRoute.POST, 'POST', { body: bad, headers: from('127.0.0.1') })).status).toBe(400);
    }
  });

  it('slows guessing passwords from one address across accounts, before any database work', async () => {
    const ip = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.login.burst; i++) {
      statuses.push((await call(loginRoute.POST, 'POST', { body: { username: `nobody${i}`, password: 'wrong-password' }, headers: from(ip) })).status);
    }
    expect(statuses.slice(0, LIMITS.login.burst).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it('refills with time: one call per 60 / perMinute seconds once the burst is spent', () => {
    const ip = '192.0.2.9';
    const t0 = 1_000_000;
    for (let i = 0; i < LIMITS.review.burst; i++) expect(takeToken('review', ip, t0)).toBe(0);
    expect(takeToken('review', ip, t0)).toBe(60);
    expect(takeToken('review', ip, t0 + 30_000)).toBe(30);
    expect(takeToken('review', ip, t0 + 60_000)).toBe(0);
    expect(takeToken('review', ip, t0 + 60_001)).toBeGreaterThan(0);
  });

  it('forgets refilled addresses, so a flood of addresses cannot grow memory without bound', () => {
    const t0 = 2_000_000;
    for (let i = 0; i < 110_000; i++) takeToken('tracking', `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, t0);
    expect(bucketCount()).toBeGreaterThan(0);
    expect(bucketCount()).toBeLessThanOrEqual(100_000);
  });
});
