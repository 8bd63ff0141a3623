'use client';
import { FailureScreen } from '@/components/common/FailureScreen';

/** A shop page that failed, inside the shop's header and footer. */
export default function StoreError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <FailureScreen error={error} retry={retry} home="/home" inline />;
}
