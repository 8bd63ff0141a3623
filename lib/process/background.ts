import { logger } from '@/lib/logger';

/**
 * Runs `pass` every `everyMs` in the background of a server process, never two at once; a failed pass is logged
 * and the next one tries again. The timer does not keep the process alive.
 */
export function everyInBackground(label: string, everyMs: number, pass: () => Promise<unknown>) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass().catch((err) => logger().warn({ err: String(err) }, `${label} failed`)).finally(() => { running = false; });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
