import { z } from 'zod';
import type { Db } from '@/lib/db';
import type { userLogs, systemLogs } from '@/lib/db/schema';
import { listTargetApis } from '@/lib/gateway/admin/target-apis';
import { listTargetSystems } from '@/lib/gateway/admin/target-systems';
import { pageTaskFlow } from '@/lib/gateway/admin/task-flow';
import { ZTaskFlowQuery } from '@/lib/gateway/schemas';
import { logUserAction, type TActor } from './write';
import { pageSystemLogs, pageUserLogs, ZLogQuery } from './read';
import { EXPORT_MAX_ROWS, exportLabels, xlsx, xlsxResponse, ZExportOptions, type TColumn } from './xlsx';

/* The three log listings as Excel files: the same filters as their pagination endpoints, without page and limit. */

export const ZLogExportQuery = ZLogQuery.omit({ page: true, limit: true }).extend(ZExportOptions.shape);
export const ZTaskFlowExportQuery = ZTaskFlowQuery.omit({ page: true, limit: true }).extend(ZExportOptions.shape);

const all = { page: 1, limit: EXPORT_MAX_ROWS };
const json = (v: unknown) => (v == null ? null : JSON.stringify(v));

function cutNote(template: string, shown: number, total: number, capped = false) {
  return total > shown || capped ? template.replace('{shown}', String(shown)).replace('{total}', capped ? `${total}+` : String(total)) : undefined;
}

/** Exporting a log is itself recorded: who took which records out, with which filters. */
async function recorded(db: Db, actor: TActor, kind: string, filters: unknown, rows: number) {
  await logUserAction(db, actor, 'EXPORT', { type: `${kind}Log`, detail: { filters, rows } });
}

export async function exportUserLogs(db: Db, q: z.infer<typeof ZLogExportQuery>, actor: TActor) {
  const { tz, lang, ...filters } = q;
  const m = exportLabels(lang).logs;
  const page = await pageUserLogs(db, { ...filters, ...all });
  const cols: TColumn<typeof userLogs.$inferSelect>[] = [
    { header: m.logTime, width: 20, value: (r) => r.logTime, date: true },
    { header: m.username, width: 16, value: (r) => r.username },
    { header: m.action, width: 16, value: (r) => r.action },
    { header: m.entity, width: 40, value: (r) => [r.entity, r.entityId].filter(Boolean).join(' · ') },
    { header: m.ip, width: 16, value: (r) => r.ip },
    { header: m.level, width: 8, value: (r) => r.level },
    { header: m.detail, width: 60, value: (r) => json(r.detail) },
  ];
  const buf = await xlsx(m.userTitle, cols, page.items, tz, cutNote(m.exportCut, page.items.length, page.total));
  await recorded(db, actor, 'user', filters, page.items.length);
  return xlsxResponse(buf, 'user-log');
}

export async function exportSystemLogs(db: Db, q: z.infer<typeof ZLogExportQuery>, actor: TActor) {
  const { tz, lang, ...filters } = q;
  const m = exportLabels(lang).logs;
  const page = await pageSystemLogs(db, { ...filters, ...all });
  const cols: TColumn<typeof systemLogs.$inferSelect>[] = [
    { header: m.logTime, width: 20, value: (r) => r.logTime, date: true },
    { header: m.level, width: 8, value: (r) => r.level },
    { header: m.event, width: 22, value: (r) => r.event },
    { header: m.message, width: 60, value: (r) => r.message },
    { header: m.detail, width: 60, value: (r) => json(r.detail) },
  ];
  const buf = await xlsx(m.systemTitle, cols, page.items, tz, cutNote(m.exportCut, page.items.length, page.total));
  await recorded(db, actor, 'system', filters, page.items.length);
  return xlsxResponse(buf, 'system-log');
}

type TTaskFlowRow = Awaited<ReturnType<typeof pageTaskFlow>>['items'][number];

export async function exportTaskFlow(db: Db, q: z.infer<typeof ZTaskFlowExportQuery>, actor: TActor) {
  const { tz, lang, ...filters } = q;
  const labels = exportLabels(lang);
  const m = labels.gateway;
  const [page, apis, targets] = await Promise.all([pageTaskFlow(db, { ...filters, ...all }), listTargetApis(db), listTargetSystems(db)]);
  const code = new Map(targets.map((t) => [t.id, t.code]));
  const apiName = new Map(apis.map((a) => [a.id, `${code.get(a.target_system_id) ?? ''} · ${a.api_name}`]));
  const cols: TColumn<TTaskFlowRow>[] = [
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
  const buf = await xlsx(m.taskFlowTitle, cols, page.items, tz, cutNote(labels.logs.exportCut, page.items.length, page.total, page.total_capped));
  await recorded(db, actor, 'taskFlow', filters, page.items.length);
  return xlsxResponse(buf, 'task-flow-log');
}
