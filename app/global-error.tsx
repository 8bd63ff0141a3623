'use client';
import { FailureScreen } from '@/components/common/FailureScreen';

/** The root layout itself failed (it reads the shop's language setting): the whole document is ours to write. */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html>
      <body style={{ margin: 0 }}>
        <FailureScreen error={error} retry={retry} home="/" />
      </body>
    </html>
  );
}
