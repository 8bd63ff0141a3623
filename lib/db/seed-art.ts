/* Demo images, drawn here as SVG and rasterised by sharp at seed time: nothing is downloaded. One motif per
   collection, in the product's colours, so a listing reads like a real catalogue rather than grey boxes. */

export type TMotif = 'shirt' | 'scarf' | 'bowl' | 'lacquer' | 'basket' | 'coffee' | 'journal';

const motifs: Record<TMotif, (fg: string, accent: string) => string> = {
  shirt: (fg, a) => `<path d="M300 190 L360 160 Q400 200 440 160 L500 190 L590 260 L545 330 L505 300 L505 640 L295 640 L295 300 L255 330 L210 260 Z" fill="${fg}"/>
    <path d="M360 160 Q400 230 440 160" fill="none" stroke="${a}" stroke-width="8"/><line x1="400" y1="215" x2="400" y2="640" stroke="${a}" stroke-width="4" stroke-dasharray="2 26"/>`,
  scarf: (fg, a) => `<path d="M180 250 C300 170 500 330 620 250 L620 420 C500 500 300 340 180 420 Z" fill="${fg}"/>
    <path d="M180 330 C300 250 500 410 620 330" fill="none" stroke="${a}" stroke-width="10" opacity=".7"/>
    <path d="M230 420 L220 560 M270 400 L265 540 M560 430 L570 570 M600 420 L612 550" stroke="${fg}" stroke-width="8" stroke-linecap="round"/>`,
  bowl: (fg, a) => `<ellipse cx="400" cy="330" rx="230" ry="55" fill="${a}"/><path d="M170 330 Q180 560 400 580 Q620 560 630 330 Q400 400 170 330 Z" fill="${fg}"/>
    <path d="M215 420 Q400 470 585 420" fill="none" stroke="${a}" stroke-width="10" opacity=".8"/><ellipse cx="400" cy="600" rx="90" ry="16" fill="#0002"/>`,
  lacquer: (fg, a) => `<rect x="200" y="260" width="400" height="300" rx="26" fill="${fg}"/><rect x="185" y="230" width="430" height="70" rx="20" fill="${fg}" stroke="${a}" stroke-width="6"/>
    <circle cx="400" cy="420" r="70" fill="none" stroke="${a}" stroke-width="8"/><circle cx="400" cy="420" r="22" fill="${a}"/>`,
  basket: (fg, a) => `<path d="M210 320 L590 320 L545 600 L255 600 Z" fill="${fg}"/><path d="M250 320 Q400 120 550 320" fill="none" stroke="${fg}" stroke-width="22"/>
    ${[370, 420, 470, 520, 570].map((y) => `<line x1="225" y1="${y}" x2="575" y2="${y}" stroke="${a}" stroke-width="6" opacity=".8"/>`).join('')}`,
  coffee: (fg, a) => `<path d="M250 330 L550 330 L520 600 L280 600 Z" fill="${fg}"/><path d="M550 380 Q640 390 620 470 Q600 530 535 520" fill="none" stroke="${fg}" stroke-width="22"/>
    <path d="M330 290 Q310 240 340 200 M400 290 Q380 230 410 180 M470 290 Q450 240 480 200" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round"/>`,
  journal: (fg, a) => `<rect x="250" y="190" width="300" height="420" rx="14" fill="${fg}"/><rect x="250" y="190" width="42" height="420" fill="${a}" opacity=".8"/>
    <rect x="340" y="280" width="160" height="14" rx="7" fill="${a}"/><rect x="340" y="315" width="120" height="14" rx="7" fill="${a}" opacity=".7"/>`,
};

export function productSvg(motif: TMotif, bg: string, fg: string, accent: string, variant = 0): string {
  const turn = variant ? ` transform="rotate(${variant * 8} 400 400) translate(0 ${variant * 10})"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${shade(bg, -18)}"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/><circle cx="${620 - variant * 300}" cy="${170 + variant * 420}" r="120" fill="#ffffff" opacity=".18"/>
  <g${turn}>${motifs[motif](fg, accent)}</g></svg>`;
}

export function bannerSvg(bg: string, fg: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <rect width="1600" height="900" fill="${bg}"/>
  <circle cx="1250" cy="300" r="260" fill="${accent}" opacity=".55"/><circle cx="1050" cy="640" r="180" fill="${fg}" opacity=".45"/>
  <path d="M0 720 C300 620 600 820 900 700 S1400 600 1600 700 L1600 900 L0 900 Z" fill="${fg}" opacity=".35"/></svg>`;
}

function shade(hex: string, pct: number): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (v: number) => Math.max(0, Math.min(255, Math.round(v + (v * pct) / 100)));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map(f).map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
