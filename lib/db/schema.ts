import { bigint, boolean, customType, date, index, integer, json, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from './base';

/* Column names of user fields follow the wire names of spec §3 (role_id, is_lock, …), so one name is used from the
   table to the API. Base record fields keep the spec's camelCase. */

export const groups = pgTable('groups', {
  ...baseColumns(),
  name: text('name').notNull(),
  description: text('description'),
  is_activate: boolean('is_activate').notNull().default(true),
}, (t) => [uniqueIndex('groups_name_uq').on(sql`lower(${t.name})`)]);

export const users = pgTable('users', {
  ...baseColumns(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  fullname: text('fullname').notNull(),
  email: text('email'),
  phone: text('phone'),
  dob: date('dob', { mode: 'string' }),
  gender: text('gender', { enum: ['male', 'female'] }),
  avatar: text('avatar'),
  group_id: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
  role_id: text('role_id').notNull(),
  expire_date: timestamp('expire_date', { withTimezone: true, mode: 'date' }),
  is_activate: boolean('is_activate').notNull().default(true),
  is_developer: boolean('is_developer').notNull().default(false),
  is_lock: boolean('is_lock').notNull().default(false),
  is_corp_admin: boolean('is_corp_admin').notNull().default(false),
  locale: text('locale', { enum: ['vi', 'en'] }).notNull().default('vi'),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true, mode: 'date' }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
  uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
]);

export const sessions = pgTable('sessions', {
  ...baseColumns(),
  /** sha256 of the access token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

export const systemParams = pgTable('system_params', {
  ...baseColumns(),
  /** Stable key the code reads, e.g. `store.locale`. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  value: text('value').notNull().default(''),
  description: text('description'),
  /** Grouping shown in the console: store, mail, payment, server … */
  category: text('category').notNull().default('general'),
  active: boolean('active').notNull().default(true),
  /** A secret value is never returned whole from the API. */
  isSecret: boolean('is_secret').notNull().default(false),
}, (t) => [uniqueIndex('system_params_code_uq').on(t.code)]);

export const userLogs = pgTable('user_logs', {
  ...baseColumns(),
  logTime: timestamp('log_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  userId: uuid('user_id'),
  username: text('username'),
  action: text('action').notNull(),
  entity: text('entity'),
  entityId: text('entity_id'),
  level: text('level', { enum: ['info', 'warn', 'error'] }).notNull().default('info'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  detail: jsonb('detail'),
}, (t) => [
  index('user_logs_time_idx').on(t.logTime), index('user_logs_user_idx').on(t.username),
  // One record's history (an order's timeline), newest first.
  index('user_logs_entity_idx').on(t.entity, t.entityId, t.logTime),
]);

export const systemLogs = pgTable('system_logs', {
  ...baseColumns(),
  logTime: timestamp('log_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  level: text('level', { enum: ['info', 'warn', 'error'] }).notNull().default('info'),
  event: text('event').notNull(),
  message: text('message').notNull(),
  detail: jsonb('detail'),
}, (t) => [index('system_logs_time_idx').on(t.logTime)]);

/** Storefront navigation (spec §3 menu item). */
export const menuItems = pgTable('menu_items', {
  ...baseColumns(),
  title: text('title').notNull(),
  parentId: uuid('parent_id'),
  icon: text('icon'),
  to: text('to').notNull(),
  alwaysShow: boolean('always_show').notNull().default(false),
  hidden: boolean('hidden').notNull().default(false),
  role: text('role'),
  meta: jsonb('meta'),
  order: integer('order').notNull().default(0),
}, (t) => [uniqueIndex('menu_items_to_uq').on(t.to), index('menu_items_parent_idx').on(t.parentId)]);

/* ---- API gateway (spec §3, §6) ---- */

export const targetSystems = pgTable('target_systems', {
  ...baseColumns(),
  name: text('name').notNull(),
  /** Used in gateway URLs: /gateway/{code}/… */
  code: text('code').notNull(),
  origin_url: text('origin_url').notNull(),
  activate: boolean('activate').notNull().default(true),
  /** AES-256-GCM sealed; never stored or returned in plain text. */
  authKeyEnc: text('auth_key_enc'),
  authKeyHint: text('auth_key_hint'),
  auth_header: text('auth_header').notNull().default('Authorization'),
  timeout_ms: integer('timeout_ms').notNull().default(60_000),
}, (t) => [uniqueIndex('target_systems_code_uq').on(t.code)]);

export const targetApis = pgTable('target_apis', {
  ...baseColumns(),
  api_name: text('api_name').notNull(),
  path: text('path').notNull(),
  method: text('method').notNull(),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  description: text('description'),
  target_system_id: uuid('target_system_id').notNull().references(() => targetSystems.id, { onDelete: 'cascade' }),
}, (t) => [uniqueIndex('target_apis_route_uq').on(t.target_system_id, t.method, t.path)]);

export const sourceSystems = pgTable('source_systems', {
  ...baseColumns(),
  name: text('name').notNull(),
  /** Comma-separated IPs or CIDRs; empty means any. */
  source_ip: text('source_ip').notNull().default(''),
  expiry_date: timestamp('expiry_date', { withTimezone: true, mode: 'date' }),
  /** sha256 of the key; the key itself is shown once and never stored. */
  apiKeyHash: text('api_key_hash'),
  api_key_prefix: text('api_key_prefix'),
  keyIssuedAt: timestamp('key_issued_at', { withTimezone: true, mode: 'date' }),
}, (t) => [uniqueIndex('source_systems_name_uq').on(sql`lower(${t.name})`), uniqueIndex('source_systems_key_uq').on(t.apiKeyHash)]);

export const sourceSystemApis = pgTable('source_system_apis', {
  source_system_id: uuid('source_system_id').notNull().references(() => sourceSystems.id, { onDelete: 'cascade' }),
  api_id: uuid('api_id').notNull().references(() => targetApis.id, { onDelete: 'cascade' }),
}, (t) => [uniqueIndex('source_system_apis_pk').on(t.source_system_id, t.api_id)]);

/** Raw bytes: node-postgres reads them as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** One record per gateway call, rejected ones included. Written in batches; pruned by age. */
export const taskFlowLogs = pgTable('task_flow_logs', {
  ...baseColumns(),
  time_init: timestamp('time_init', { withTimezone: true, mode: 'date' }).notNull(),
  finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull(),
  api_id: uuid('api_id'),
  source_system_id: uuid('source_system_id'),
  source_name: text('source_name'),
  target_system_id: uuid('target_system_id'),
  source_ip: text('source_ip'),
  method: text('method').notNull(),
  url: text('url').notNull(),
  status: integer('status').notNull(),
  duration_ms: integer('duration_ms').notNull(),
  gateway_ms: integer('gateway_ms').notNull(),
  upstream_ms: integer('upstream_ms').notNull(),
  error: text('error'),
  /*
   * Request and response data, each as its header text, its body's first bytes and its size (lib/gateway/log-data.ts
   * says why, and makes the JSON the API shows from them).
   */
  request_headers: text('request_headers'),
  request_body: bytea('request_body'),
  request_size: bigint('request_size', { mode: 'number' }),
  response_headers: text('response_headers'),
  response_body: bytea('response_body'),
  response_size: bigint('response_size', { mode: 'number' }),
  /* The same data as JSON, in records written before the columns above (migration 0022); read, no longer written. */
  request_data: json('request_data'),
  response_data: json('response_data'),
  instance_id: text('instance_id'),
}, (t) => [
  /*
   * Ascending, though lists read newest first (a backward scan, as fast): time only grows, and a descending index puts
   * every new entry at the left edge of its range, where page splits leave both halves half empty. For 1,000,000 rows the
   * time index took 39 MB descending and 21 ascending, the per-API and per-source ones 70 and 65-68 (RESULTS.md, session 47).
   */
  index('task_flow_time_idx').on(t.time_init),
  index('task_flow_api_time_idx').on(t.api_id, t.time_init),
  index('task_flow_source_time_idx').on(t.source_system_id, t.time_init),
]);

/** Per-minute, per-instance counters; the dashboard sums instances. */
export const gatewayStatsMinute = pgTable('gateway_stats_minute', {
  minute: timestamp('minute', { withTimezone: true, mode: 'date' }).notNull(),
  instance_id: text('instance_id').notNull(),
  processed: integer('processed').notNull().default(0),
  errors: integer('errors').notNull().default(0),
  total_ms: integer('total_ms').notNull().default(0),
}, (t) => [uniqueIndex('gateway_stats_minute_pk').on(t.minute, t.instance_id)]);

/** Live state of each gateway instance, refreshed every flush. */
export const gatewayInstances = pgTable('gateway_instances', {
  instance_id: text('instance_id').primaryKey(),
  last_seen: timestamp('last_seen', { withTimezone: true, mode: 'date' }).notNull(),
  in_flight: integer('in_flight').notNull().default(0),
});
export * from './schema-store';
export * from './schema-orders';
export * from './schema-runner';
export * from './schema-discounts';
export * from './schema-customers';
export * from './schema-shipping';
export * from './schema-redirects';
