// `npm start`: builds when there is no production build yet, then runs server.ts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('.next/BUILD_ID')) {
  console.log('No production build found: building first (npm run build)…');
  const b = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
