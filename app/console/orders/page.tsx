import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { OrdersScreen } from '@/components/console/orders/OrdersScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders'))('title') };
}

export default async function Page() {
  const session = await requirePage('orders.read');
  return <OrdersScreen canWrite={can(session.roles, 'orders.write')} />;
}
