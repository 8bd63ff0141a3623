import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { can } from '@/lib/auth/permissions';
import { CustomersScreen } from '@/components/console/customers/CustomersScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('customers'))('title') };
}

export default async function Page() {
  const session = await requirePage('orders.read');
  return <CustomersScreen canWrite={can(session.roles, 'orders.write')} />;
}
