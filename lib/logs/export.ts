import { z } from 'zod';
import type { Db } from '@/lib/db';
import type { userLogs, systemLogs } from '@/lib/db/schema';
import { listTargetApis } from '@/lib/gateway/admin/target-apis';
import { listTargetSystems } from '@/lib/gateway/admin/target-systems';
import { pageTaskFlow } from '@/lib/gateway/admin/task-flow';
import { ZTaskFlowQuery } from '@/lib/gateway/schemas';
import { logUserAction, type TActor } from './write';
import { pageSystemLogs, pageUserLogs, ZLogQuery } from './read';
import { messagesFor } from '@/lib/i18n/messages';
import { cutNote, EXPORT_MAX_ROWS, xlsx, xlsxResponse, ZExportOptions, type TColumn } from './xlsx';

/* The three log listings as Excel files: the same filters as their pagination endpoints, without page and limit. */

export const ZLogExportQuery = ZLogQuery.omit({ page: true, limit: true }).extend(ZExportOptions.shape);
export const ZTaskFlowExportQuery = ZTaskFlowQuery.omit({ page: true, limit: true }).extend(ZExportOptions.shape);

const all = { page: 1, limit: EXPORT_MAX_ROWS };
const json = (v: unknown) => (v == null ? null : JSON.stringify(v));

/** The file, and its record in the user log (who took which records out, with which filters); a last line says
 *  when the listing had more rows than were exported. */
async function deliver<R>(db: Db, actor: TActor, o: {
  kind: 'user' | 'system' | 'taskFlow'; file: string; title: string; columns: TColumn<R>[]; items: R[]; total: number; capped?: boolean;
  lang: 'vi' | 'en'; tz: string; filters: unknown;
}) {
  const shown = o.items.length;
  const cut = o.total > shown || o.capped
    ? cutNote(o.lang, shown, o.capped ? `${o.total}+` : o.total)
    : undefined;
  const buf = await xlsx(o.title, o.columns, o.items, o.tz, cut);
  await logUserAction(db, actor, 'EXPORT', { type: `${o.kind}Log`, detail: { filters: o.filters, rows: shown } });
  return xlsxResponse(buf, o.file);
}

export async function exportUserLogs(db: Db, q: z.infer<typeof ZLogExportQuery>, actor: TActor) {
  const { tz, lang, ...filters } = q;
  const m = messagesFor(lang).logs;
  const page = await pageUserLogs(db, { ...filters, ...all });
  const columns: TColumn<typeof userLogs.$inferSelect>[] = [
    { header: m.logTime, width: 20, value: (r) => r.logTime, date: true },
    { header: m.username, width: 16, value: (r) => r.username },
    { header: m.action, width: 16, value: (r) => r.action },
    { header: m.entity, width: 40, value: (r) => [r.entity, r.entityId].filter(Boolean).join(' · ') },
    { header: m.ip, width: 16, value: (r) => r.ip },
    { header: m.level, width: 8, value: (r) => r.level },
    { header: m.detail, width: 60, value: (r) => json(r.detail) },
  ];
  return deliver(db, actor, { kind: 'user', file: 'user-log', title: m.userTitle, columns, items: page.items, total: page.total, lang, tz, filters });
}

export async function exportSystemLogs(db: Db, q: z.infer<typeof ZLogExportQuery>, actor: TActor) {
  const { tz, lang, ...filters } = q;
  const m = messagesFor(lang).logs;
  const page = await pageSystemLogs(db, { ...filters, ...all });
  const columns: TColumn<typeof systemLogs.$inferSelect>[] = [
    { header: m.logTime, width: 20, value: (r) => r.logTime, date: true },
    { header: m.level, width: 8, value: (r) => r.level },
    { header: m.event, width: 22, value: (r) => r.event },
    { header: m.message, width: 60, value: (r) => r.message },
    { header: m.detail, width: 60, value: (r) => json(r.detail) },
  ];
  return deliver(db, actor, { kind: 'system', file: 'system-log', title: m.systemTitle, columns, items: page.items, total: page.total, lang, tz, filters });
}

type TTaskFlowRow = Awaited<ReturnType<typeof pageTaskFlow>>['items'][number];

export async function exportTaskFlow(db: Db, q: z.infer<typeof ZTaskFlowExportQuery>, actor: TActor) {
  const { tz, lang, ...filters } = q;
  const m = messagesFor(lang).gateway;
  const [page, apis, targets] = await Promise.all([pageTaskFlow(db, { ...filters, ...all }), listTargetApis(db), listTargetSystems(db)]);
  const code = new Map(targets.map((t) => [t.id, t.code]));
  const apiName = new Map(apis.map((a) => [a.id, `${code.get(a.target_system_id) ?? ''} · ${a.api_name}`]));
  const columns: TColumn<TTaskFlowRow>[] = [
    { header: m.timeInit, width: 20, value: (r) => r.time_init, date: true },
    { header: m.status, width: 8, value: (r) => r.status },
    { header: m.method, width: 8, value: (r) => r.method },
    { header: m.url, width: 50, value: (r) => r.url },
    { header: m.source, width: 24, value: (r) => r.source_name },
    { header: m.api, width: 28, value: (r) => (r.api_id ? apiName.get(r.api_id) ?? r.api_id : null) },
    { header: m.clientIp, width: 16, value: (r) => r.source_ip },
    { header: m.duration, width: 12, value: (r) => r.duration_ms },
    { header: m.gatewayMs, width: 12, value: (r) => r.gateway_ms },
    { header: m.upstreamMs, width: 12, value: (r) => r.upstream_ms },
    { header: m.error, width: 40, value: (r) => r.error },
    { header: 'Task id', width: 38, value: (r) => r.id },
  ];
  return deliver(db, actor, {
    kind: 'taskFlow', file: 'task-flow-log', title: m.taskFlowTitle, columns, items: page.items, total: page.total, capped: page.total_capped, lang, tz, filters,
  });
}
