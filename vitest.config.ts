import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Vitest 5's reporter uses Map.groupBy (Node 21+) when it prints failures; Node 20 lacks it.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, V>(items: Iterable<V>, key: (v: V, i: number) => K) => {
      const m = new Map<K, V[]>();
      let i = 0;
      for (const v of items) { const k = key(v, i++); m.set(k, [...(m.get(k) ?? []), v]); }
      return m;
    },
  });
}

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    // Vitest 5's default is one worker fewer than the cores: one on a 2-core machine, where the test files then run one
    // at a time. One per core: on 2 cores, 144 s against 171 on PGlite, 65 against 91 on PostgreSQL (session 49); a
    // larger machine gets as many as it has. Files do not share state: each has its own embedded database, and on
    // PostgreSQL an advisory lock serialises the first migration.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
