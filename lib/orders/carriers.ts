/* The couriers Vietnamese shops hand parcels to, and where a shopper follows one. Client-safe.

   A tracking link is given only where the carrier's public page takes the code in its address (GHN, GHTK, SPX, Ninja
   Van: the forms their own sites and shop platforms link to). The others' tracking pages take the code in a form
   (Viettel Post, J&T, VNPost, BEST), so the link opens that page and the code is shown beside it to copy. Ahamove and
   Grab deliver the same day and message the receiver themselves; the shop's own delivery has nothing to follow. */

export const CARRIERS = ['ghn', 'ghtk', 'viettelpost', 'jt', 'spx', 'vnpost', 'ninjavan', 'best', 'ahamove', 'grab', 'self', 'other'] as const;
export type TCarrier = (typeof CARRIERS)[number];

/** The brand as people write it; null for the two that are said in the reader's language (the shop's own, other). */
export const CARRIER_NAMES: Record<TCarrier, string | null> = {
  ghn: 'Giao Hàng Nhanh (GHN)', ghtk: 'Giao Hàng Tiết Kiệm (GHTK)', viettelpost: 'Viettel Post', jt: 'J&T Express',
  spx: 'SPX Express', vnpost: 'VNPost', ninjavan: 'Ninja Van', best: 'BEST Express', ahamove: 'Ahamove', grab: 'GrabExpress',
  self: null, other: null,
};

const TRACK_WITH_CODE: Partial<Record<TCarrier, (code: string) => string>> = {
  ghn: (c) => `https://donhang.ghn.vn/?order_code=${c}`,
  ghtk: (c) => `https://i.ghtk.vn/${c}`,
  spx: (c) => `https://spx.vn/track?${c}`,
  ninjavan: (c) => `https://www.ninjavan.co/vi-vn/tracking?id=${c}`,
};

const TRACK_PAGE: Partial<Record<TCarrier, string>> = {
  viettelpost: 'https://viettelpost.com.vn/tra-cuu-hanh-trinh-don/',
  jt: 'https://jtexpress.vn/vi/tracking',
  vnpost: 'https://vnpost.vn/',
  best: 'https://best-inc.vn/',
};

/** Letters, digits and the dashes and dots couriers print; nothing that could bend a URL. */
export const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/;

/**
 * Where a shopper follows the parcel: `url`, and `codeInUrl` false when the page asks for the code itself (show the
 * code beside the link). Null when the carrier has no page or there is no code to follow.
 */
export function trackingLink(carrier: TCarrier | null | undefined, trackingNumber: string | null | undefined) {
  if (!carrier || !trackingNumber || !TRACKING_NUMBER.test(trackingNumber)) return null;
  const withCode = TRACK_WITH_CODE[carrier];
  if (withCode) return { url: withCode(encodeURIComponent(trackingNumber)), codeInUrl: true };
  const page = TRACK_PAGE[carrier];
  return page ? { url: page, codeInUrl: false } : null;
}
