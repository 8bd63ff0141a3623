import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from './base';

/* The console's API runner (spec §3 "API collection", "Query param"): saved requests, grouped in named collections. */

export const apiCollections = pgTable('api_collections', {
  ...baseColumns(),
  name: text('name').notNull(),
  description: text('description'),
}, (t) => [uniqueIndex('api_collections_name_uq').on(sql`lower(${t.name})`)]);

export type TKeyValue = { key: string; value: string; enabled: boolean };
export const RUNNER_AUTH_TYPES = ['none', 'api_key', 'bearer'] as const;

export const apiRequests = pgTable('api_requests', {
  ...baseColumns(),
  collection_id: uuid('collection_id').notNull().references(() => apiCollections.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  method: text('method').notNull(),
  /** A gateway path (`/gateway/{code}/…`) or an absolute URL on a target system's origin. */
  url: text('url').notNull(),
  params: jsonb('params').$type<TKeyValue[]>().notNull().default([]),
  headers: jsonb('headers').$type<TKeyValue[]>().notNull().default([]),
  body: text('body'),
  auth_type: text('auth_type', { enum: RUNNER_AUTH_TYPES }).notNull().default('none'),
  /** The API key or bearer token, AES-256-GCM sealed like a target's auth key; never returned whole. */
  authEnc: text('auth_enc'),
  authHint: text('auth_hint'),
}, (t) => [index('api_requests_collection_idx').on(t.collection_id)]);
