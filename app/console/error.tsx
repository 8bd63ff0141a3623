'use client';
import { FailureScreen } from '@/components/common/FailureScreen';

/** A console screen that failed, inside the console's menu and top bar. */
export default function ConsoleError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <FailureScreen error={error} retry={retry} home="/console" inline />;
}
