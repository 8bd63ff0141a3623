/* Inline icons: a few paths instead of an icon library on the storefront. */
type P = { size?: number };
const svg = (size: number, d: React.ReactNode) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">{d}</svg>
);
export const BagIcon = ({ size = 22 }: P) => svg(size, <><path d="M6 7h12l1 13H5L6 7Z" /><path d="M9 7a3 3 0 0 1 6 0" /></>);
export const SearchIcon = ({ size = 20 }: P) => svg(size, <><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></>);
export const StarIcon = ({ filled, size = 16 }: P & { filled: boolean }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" />
  </svg>
);
/* The shop's mark (app/icon.svg) inline: as an <img> it cost the first load a separate SVG document. */
export const LogoMark = ({ size = 30 }: P) => (
  <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="14" fill="#047857" />
    <path d="M18 24h28l-3 24H21z" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
    <path d="M25 24v-4a7 7 0 0 1 14 0v4" fill="none" stroke="#fff" strokeWidth="4" />
  </svg>
);
