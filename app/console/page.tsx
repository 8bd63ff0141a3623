import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import Link from 'next/link';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import { requirePage } from '@/lib/auth/server';
import { can, ROLE_LABELS } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db';
import { paramValue, shopTimeZone } from '@/lib/params/service';
import { bestSellers, pendingOrders, salesByDay } from '@/lib/orders/stats';
import { formatPrice } from '@/lib/store/format';
import { SalesChart } from '@/components/console/SalesChart';
import { BestSellers } from '@/components/console/BestSellers';
import { lowStockThreshold } from '@/lib/catalog/low-stock';
import { lowStockWhere } from '@/lib/catalog/products';
import { dayIn } from '@/lib/wire';
import { gatewayStatsMinute, groups, orders, products, systemLogs, systemParams, userLogs, users } from '@/lib/db/schema';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('home'))('title') };
}

/** A month: long enough for a small shop's best sellers to mean something, short enough to follow the season. */
const BEST_SELLER_DAYS = 30;

export default async function ConsoleHome() {
  const session = await requirePage('console.view');
  const t = await getTranslations('home');
  const locale = await getLocale();
  const db = await getDb();
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
  // "Today" is the shop's day (console.timezone), not the server's: in Vietnam a UTC day starts at 07:00.
  const tz = await shopTimeZone(db);
  const { day, start: dayStart } = dayIn(tz);
  const sales = can(session.roles, 'orders.read')
    ? {
      days: await salesByDay(db, tz, 14), currency: await paramValue(db, 'store.currency', 'VND'), pending: await pendingOrders(db),
      best: await bestSellers(db, tz, BEST_SELLER_DAYS),
    }
    : null;
  const lowStock = can(session.roles, 'catalog.read') ? await lowStockThreshold(db) : null;
  const money = (v: number) => formatPrice(v, sales?.currency ?? 'VND', locale === 'en' ? 'en-US' : 'vi-VN');
  const signIns = await n(db.select({ n: count() }).from(userLogs).where(and(eq(userLogs.userId, session.user.id), eq(userLogs.action, 'LOGIN'))));
  // Only figures the user may read are shown: the shop's first, with its sales chart, then the console's own.
  const shopCards = [
    sales && {
      key: 'ordersToday', label: t('ordersToday'), href: `/console/orders?from=${day}&to=${day}`, value: await n(db.select({ n: count() }).from(orders).where(gte(orders.createdDate, dayStart))) },
    sales && { key: 'revenueToday', label: t('revenueToday'), href: `/console/orders?from=${day}&to=${day}`, value: money(sales.days.at(-1)!.revenue) },
    sales && { key: 'pendingOrders', label: t('pendingOrders'), href: '/console/orders?status=pending', value: sales.pending },
    // What to restock before it sells out, beside what already has.
    lowStock !== null && {
      key: 'lowStock', label: t('lowStock', { n: lowStock }), href: '/console/products?status=published&stock=low',
      value: await n(db.select({ n: count() }).from(products).where(and(eq(products.status, 'published'), lowStockWhere(lowStock)))),
    },
    can(session.roles, 'catalog.read') && {
      key: 'soldOut', label: t('soldOut'), href: '/console/products?status=published&stock=out',
      value: await n(db.select({ n: count() }).from(products).where(and(eq(products.status, 'published'), eq(products.stockTotal, 0)))),
    },
  ].filter(Boolean) as TCard[];
  const systemCards = [
    can(session.roles, 'users.read') && { key: 'users', label: t('users'), value: await n(db.select({ n: count() }).from(users)) },
    can(session.roles, 'groups.read') && { key: 'groups', label: t('groups'), value: await n(db.select({ n: count() }).from(groups)) },
    can(session.roles, 'params.read') && { key: 'params', label: t('params'), value: await n(db.select({ n: count() }).from(systemParams)) },
    can(session.roles, 'logs.read') && { key: 'events', label: t('events'), value: await n(db.select({ n: count() }).from(systemLogs).where(gte(systemLogs.logTime, dayStart))) },
    can(session.roles, 'stats.read') && {
      key: 'callsToday', label: t('callsToday'),
      value: await n(db.select({ n: sql<number>`coalesce(sum(${gatewayStatsMinute.processed}), 0)::int` }).from(gatewayStatsMinute).where(gte(gatewayStatsMinute.minute, dayStart))),
    },
  ].filter(Boolean) as TCard[];

  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>{t('greeting', { name: session.user.fullname })}</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="visits">{t('visits', { count: Math.max(0, signIns - 1) })}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>{t('roles')}:</Typography>
        {session.roles.map((r) => <Chip key={r} label={ROLE_LABELS[r]} size="small" color="primary" variant="outlined" />)}
      </Box>
      {shopCards.length > 0 && <Cards cards={shopCards} />}
      {sales && <SalesChart days={sales.days} currency={sales.currency} />}
      {sales && <BestSellers rows={sales.best} days={BEST_SELLER_DAYS} currency={sales.currency} />}
      {systemCards.length > 0 && <Cards cards={systemCards} />}
    </Box>
  );
}

type TCard = { key: string; label: string; value: number | string; href?: string };

function Cards({ cards }: { cards: TCard[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {cards.map((c) => {
        const card = (
          <Paper key={c.key} variant="outlined" sx={{ p: 2.5, height: '100%', ...(c.href && { '&:hover': { borderColor: 'primary.main' } }) }}>
            <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{c.label}</Typography>
            <Typography sx={{ fontSize: { xs: 24, sm: 32 }, fontWeight: 700, overflowWrap: 'anywhere' }} data-testid={`home-${c.key}`}>{c.value}</Typography>
          </Paper>
        );
        // A plain Link around a server-rendered Paper: a component passed as a prop cannot cross to the client.
        return c.href ? <Link key={c.key} href={c.href} style={{ color: 'inherit', textDecoration: 'none' }}>{card}</Link> : card;
      })}
    </Box>
  );
}
