import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { DashboardScreen } from '@/components/console/gateway/DashboardScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('gateway'))('dashboardTitle') };
}

export default async function Page() {
  await requirePage('stats.read');
  return <DashboardScreen />;
}
