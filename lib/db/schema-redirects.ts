import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';

/* URL redirects: an address that no longer answers sends the visitor on, with a 308, to where the thing now lives.
   Made by the shop when a product's, collection's, page's or post's slug changes (origin 'slug'), or by an
   administrator, for the addresses of a shop moved here from another platform (origin 'manual'). They apply only to
   addresses that would otherwise answer 404, as in Shopify, so a redirect can never hide a live page. */

export const REDIRECT_ORIGINS = ['slug', 'manual'] as const;
export type TRedirectOrigin = (typeof REDIRECT_ORIGINS)[number];

export const redirects = pgTable('redirects', {
  ...baseColumns(),
  /** The old path, as normalised by lib/redirects/paths.ts (decoded, lower-case, no trailing slash, no query). */
  fromPath: text('from_path').notNull(),
  /** A path on this shop, or an absolute http(s) URL. Never itself a `fromPath` (chains are flattened on write). */
  toPath: text('to_path').notNull(),
  origin: text('origin', { enum: REDIRECT_ORIGINS }).notNull().default('manual'),
  /** Visitors sent on, and when last: which old addresses still bring people (ads, search results, old posts). */
  hits: integer('hits').notNull().default(0),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true, mode: 'date' }),
}, (t) => [uniqueIndex('redirects_from_uq').on(t.fromPath), index('redirects_to_idx').on(t.toPath)]);
