import { createHook } from 'node:async_hooks';

/*
 * Keeps one of Node's `process.nextTick` objects alive for the life of the process.
 *
 * V8 holds the map transitions that give an object its shape weakly. A tick object lives for a moment, so a major GC
 * often finds none alive: their maps die, the next tick builds new ones, and after a few such GCs the literal that
 * makes tick objects (in `nextTick`, inlined all through Node's stream code) has seen too many maps and defines every
 * property in the runtime for the rest of the process: the literal 20–45 times slower, nextTick as a whole 4–5. A
 * process with a small heap (the bench's bare proxy) runs no major GC under load and never sees it; the gateway,
 * beside the application's heap, does: about 5 % of its CPU per call in the processes where it happened
 * (bench/gateway/RESULTS.md, session 32; `bench/gateway/tick-shape.mjs` shows the effect on a literal of the same
 * form). One live object of the shape keeps the whole chain of its maps alive, but only from before the first major
 * GC: once the literal has seen too many maps it stays slow, so pin-tick-shape.ts does it as the first import of each
 * entry (called from startGateway, after the database's start-up, it did not help).
 */

const g = globalThis as unknown as { __tickObject?: object };

/** Captures a tick object as it is made (the init hook is on for that one call only) and keeps it. */
export function pinTickObjectShape(): object | undefined {
  if (g.__tickObject) return g.__tickObject;
  let kept: object | undefined;
  const hook = createHook({
    init(_id, type, _trigger, resource) { if (type === 'TickObject') kept ??= resource as object; },
  });
  hook.enable();
  try {
    process.nextTick(() => undefined);
  } finally {
    hook.disable();
  }
  g.__tickObject = kept;
  return kept;
}
