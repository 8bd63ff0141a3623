// What the gateway benchmarks share: their child processes, waiting for a server, and ours's credentials.

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Child processes, killed whenever the benchmark exits, however it ends. */
export const kids = [];
process.on('exit', () => { for (const k of kids) try { k.kill('SIGKILL'); } catch { /* gone */ } });

/** Waits until `url` answers below 500 (up to `tries` × `everyMs`: a server under valgrind starts ~50× slower). */
export async function waitFor(url, headers = {}, tries = 200, everyMs = 100) {
  for (let i = 0; i < tries; i++) {
    try { const r = await fetch(url, { headers }); if (r.status < 500) return; } catch { /* not up yet */ }
    await sleep(everyMs);
  }
  throw new Error(`${url} did not come up`);
}

/** The API key and target code that bench/gateway/ours.ts prints: its first line that is JSON (a first start may print
    the administrator banner before it). */
export function oursCredentials(proc) {
  return new Promise((resolve) => {
    let buf = '';
    proc.stdout.on('data', (d) => {
      buf += d;
      const line = buf.split('\n').find((l) => l.startsWith('{') && l.endsWith('}'));
      if (line) resolve(JSON.parse(line));
    });
  });
}
