import en from '@/messages/en.json';
import vi from '@/messages/vi.json';

type TMessages = Record<string, unknown>;

/** Vietnamese with English underneath: a key missing in vi shows its English text, never the raw key. */
function merge(base: TMessages, over: TMessages): TMessages {
  const out: TMessages = { ...base };
  for (const [k, v] of Object.entries(over)) {
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge((base[k] as TMessages) ?? {}, v as TMessages) : v;
  }
  return out;
}
const viWithFallback = merge(en, vi) as typeof en;

export const messagesFor = (locale: string): typeof en => (locale.startsWith('vi') ? viWithFallback : en);
