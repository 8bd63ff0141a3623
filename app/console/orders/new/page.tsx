import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { NewOrderScreen } from '@/components/console/orders/NewOrderScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders'))('newOrder') };
}

/** An order taken by phone or in a chat, entered by the staff (orders.write). */
export default async function Page() {
  await requirePage('orders.write');
  return <NewOrderScreen />;
}
