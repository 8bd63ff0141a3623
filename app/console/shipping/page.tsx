import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db';
import { paramValues } from '@/lib/params/service';
import { ShippingZonesScreen } from '@/components/console/shipping/ShippingZonesScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('shipping'))('title') };
}

export default async function Page() {
  const session = await requirePage('params.read');
  const v = await paramValues(await getDb(), { 'store.currency': 'VND', 'store.shipping_fee': '0', 'store.free_shipping_over': '0' });
  return (
    <ShippingZonesScreen canWrite={can(session.roles, 'params.write')} currency={v['store.currency']}
      shopRate={{ fee: Number(v['store.shipping_fee']) || 0, freeShippingOver: Number(v['store.free_shipping_over']) || 0 }} />
  );
}
