import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import Link from 'next/link';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import { requirePage } from '@/lib/auth/server';
import { can, ROLE_LABELS } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db';
import { gatewayStatsMinute, groups, orders, products, systemLogs, systemParams, userLogs, users } from '@/lib/db/schema';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('home'))('title') };
}

export default async function ConsoleHome() {
  const session = await requirePage('console.view');
  const t = await getTranslations('home');
  const db = await getDb();
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
  const dayStart = new Date(); dayStart.setUTCHours(0, 0, 0, 0);
  const signIns = await n(db.select({ n: count() }).from(userLogs).where(and(eq(userLogs.userId, session.user.id), eq(userLogs.action, 'LOGIN'))));
  // Only figures the user may read are shown.
  const cards = [
    can(session.roles, 'users.read') && { key: 'users', label: t('users'), value: await n(db.select({ n: count() }).from(users)) },
    can(session.roles, 'groups.read') && { key: 'groups', label: t('groups'), value: await n(db.select({ n: count() }).from(groups)) },
    can(session.roles, 'params.read') && { key: 'params', label: t('params'), value: await n(db.select({ n: count() }).from(systemParams)) },
    can(session.roles, 'logs.read') && { key: 'events', label: t('events'), value: await n(db.select({ n: count() }).from(systemLogs).where(gte(systemLogs.logTime, dayStart))) },
    can(session.roles, 'orders.read') && { key: 'ordersToday', label: t('ordersToday'), value: await n(db.select({ n: count() }).from(orders).where(gte(orders.createdDate, dayStart))) },
    can(session.roles, 'catalog.read') && {
      key: 'soldOut', label: t('soldOut'), href: '/console/products?status=published&stock=out',
      value: await n(db.select({ n: count() }).from(products).where(and(eq(products.status, 'published'), eq(products.stockTotal, 0)))),
    },
    can(session.roles, 'stats.read') && {
      key: 'callsToday', label: t('callsToday'),
      value: await n(db.select({ n: sql<number>`coalesce(sum(${gatewayStatsMinute.processed}), 0)::int` }).from(gatewayStatsMinute).where(gte(gatewayStatsMinute.minute, dayStart))),
    },
  ].filter(Boolean) as { key: string; label: string; value: number; href?: string }[];

  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>{t('greeting', { name: session.user.fullname })}</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="visits">{t('visits', { count: Math.max(0, signIns - 1) })}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>{t('roles')}:</Typography>
        {session.roles.map((r) => <Chip key={r} label={ROLE_LABELS[r]} size="small" color="primary" variant="outlined" />)}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {cards.map((c) => {
          const card = (
            <Paper key={c.key} variant="outlined" sx={{ p: 2.5, height: '100%', ...(c.href && { '&:hover': { borderColor: 'primary.main' } }) }}>
              <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{c.label}</Typography>
              <Typography sx={{ fontSize: 32, fontWeight: 700 }} data-testid={`home-${c.key}`}>{c.value}</Typography>
            </Paper>
          );
          // A plain Link around a server-rendered Paper: a component passed as a prop cannot cross to the client.
          return c.href ? <Link key={c.key} href={c.href} style={{ color: 'inherit', textDecoration: 'none' }}>{card}</Link> : card;
        })}
      </Box>
    </Box>
  );
}
