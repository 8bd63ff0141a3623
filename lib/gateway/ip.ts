import net from 'node:net';

/* Source IP rules: a comma-separated list of IPs and CIDRs; empty means any. Client-safe apart from node:net. */

export const normaliseIp = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** `seen` remembers answers per address: BlockList.check builds a native SocketAddress per call, and collecting
 *  those cost more CPU per gateway call than everything else the checks do. */
export type TIpRule = { any: true } | { any: false; list: net.BlockList; seen: Map<string, boolean> };
const SEEN_MAX = 4096;

export function parseIpRule(spec: string): TIpRule {
  const parts = spec.split(',').map((s) => s.trim()).filter(Boolean);
  if (!parts.length) return { any: true };
  const list = new net.BlockList();
  for (const p of parts) {
    const [addr, bits] = p.split('/');
    const type = net.isIPv6(addr) ? 'ipv6' : 'ipv4';
    if (bits !== undefined) list.addSubnet(addr, Number(bits), type);
    else list.addAddress(addr, type);
  }
  return { any: false, list, seen: new Map() };
}

/** Validates a rule for the admin API; returns the first bad entry or null. */
export function invalidIpEntry(spec: string): string | null {
  for (const p of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [addr, bits, extra] = p.split('/');
    const v = net.isIP(addr);
    if (!v || extra !== undefined) return p;
    if (bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > (v === 4 ? 32 : 128))) return p;
  }
  return null;
}

export function ipAllowed(rule: TIpRule, ip: string): boolean {
  if (rule.any) return true;
  let ok = rule.seen.get(ip);
  if (ok === undefined) {
    const a = normaliseIp(ip);
    ok = rule.list.check(a, net.isIPv6(a) ? 'ipv6' : 'ipv4');
    if (rule.seen.size >= SEEN_MAX) rule.seen.clear();
    rule.seen.set(ip, ok);
  }
  return ok;
}

/**
 * The caller's IP: the socket's, unless the socket is a trusted proxy, in which case the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy.
 */
export function clientIpOf(socketIp: string, forwardedFor: string | undefined, trusted: ReadonlySet<string>): string {
  let ip = normaliseIp(socketIp);
  if (!trusted.has(ip) || !forwardedFor) return ip;
  const hops = forwardedFor.split(',').map((s) => normaliseIp(s.trim())).filter((s) => net.isIP(s));
  for (let i = hops.length - 1; i >= 0; i--) {
    ip = hops[i];
    if (!trusted.has(ip)) return ip;
  }
  return ip;
}
