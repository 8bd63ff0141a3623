import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageSession } from '@/lib/auth/server';
import { safeRedirect } from '@/lib/auth/guard';
import { config } from '@/lib/config';
import { LoginForm } from '@/components/auth/LoginForm';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('title'), robots: { index: false } };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ redirect?: string; expired?: string }> }) {
  const sp = await searchParams;
  const target = safeRedirect(sp.redirect);
  if (await pageSession()) redirect(target);
  return <LoginForm redirectTo={target} appTitle={config().APP_TITLE} expired={sp.expired === '1'} />;
}
