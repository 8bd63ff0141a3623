'use client';
import { usePathname } from 'next/navigation';
import { FailureScreen } from '@/components/common/FailureScreen';

/** A section whose own layout failed (the shop's or the console's, when the database cannot be reached). */
export default function SectionError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const inConsole = usePathname()?.startsWith('/console') ?? false;
  return <FailureScreen error={error} retry={retry} home={inConsole ? '/console' : '/'} />;
}
