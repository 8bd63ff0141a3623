/** Lower-case, accent-free text (Vietnamese đ included), so "ao dai" finds "Áo dài". Client-safe. */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'd').toLowerCase().replace(/\s+/g, ' ').trim();
}
