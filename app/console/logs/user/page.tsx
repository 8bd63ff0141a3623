import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { LogScreen } from '@/components/console/logs/LogScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('logs'))('userTitle') };
}

export default async function Page() {
  await requirePage('logs.read');
  return <LogScreen kind="user" />;
}
