import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { TaskFlowScreen } from '@/components/console/gateway/TaskFlowScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('gateway'))('taskFlowTitle') };
}

export default async function Page() {
  await requirePage('logs.read');
  return <TaskFlowScreen />;
}
