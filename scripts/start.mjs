// `npm start`: builds the shop when there is no production build yet, then runs server.ts compiled (dist/server.mjs).
// `npm run gateway` (`node scripts/start.mjs gateway`): the standalone gateway, gateway.ts compiled (dist/gateway.mjs).
// The entry is compiled at every start (half a second), so it always matches the source; see scripts/bundle.mjs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bundleEntry } from './bundle.mjs';

const entry = process.argv[2] ?? 'server';
if (entry !== 'server' && entry !== 'gateway') {
  console.error(`unknown entry ${entry}: server or gateway`);
  process.exit(2);
}
if (entry === 'server' && !fs.existsSync('.next/BUILD_ID')) {
  console.log('No production build found: building first (npm run build)…');
  const b = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
/** This start's compiled entry; on a read-only install (a container image), the one `npm run build` left in dist/. */
async function compiled(name) {
  try {
    return await bundleEntry(name);
  } catch (err) {
    const built = path.join('dist', `${name}.mjs`);
    if (!fs.existsSync(built)) throw err;
    console.warn(`could not compile ${name} (${err.code ?? err.message}): running ${built} from the last build`);
    return built;
  }
}
const child = spawn(process.execPath, [await compiled(entry)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
