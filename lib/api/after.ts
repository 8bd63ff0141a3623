import { after } from 'next/server';
import { logger } from '@/lib/logger';

/**
 * Runs work after the response is sent (view counts, tracking), so it never slows the answer. Outside a Next
 * request (route handlers called in-process by tests) it runs detached instead. Failures are logged, not thrown.
 */
export function afterResponse(work: () => Promise<unknown>) {
  const run = () => work().catch((err) => logger().warn({ err: String(err) }, 'after-response work failed'));
  try {
    after(run);
  } catch {
    void run();
  }
}
