import { describe, expect, it } from 'vitest';
import { CARRIERS, CARRIER_NAMES, TRACKING_NUMBER, trackingLink } from '@/lib/orders/carriers';

describe('where a shopper follows a parcel', () => {
  it('puts the code in the carrier\'s own tracking address where its page takes one', () => {
    expect(trackingLink('ghn', 'GHN5X7K2P')).toEqual({ url: 'https://donhang.ghn.vn/?order_code=GHN5X7K2P', codeInUrl: true });
    expect(trackingLink('ghtk', 'S1234.5678')).toEqual({ url: 'https://i.ghtk.vn/S1234.5678', codeInUrl: true });
    expect(trackingLink('spx', 'SPXVN0123')?.url).toBe('https://spx.vn/track?SPXVN0123');
  });

  it('opens the tracking page without the code where the page asks for it in a form', () => {
    expect(trackingLink('viettelpost', '1234567890')).toEqual({ url: 'https://viettelpost.com.vn/tra-cuu-hanh-trinh-don/', codeInUrl: false });
    expect(trackingLink('jt', '8123456789')?.codeInUrl).toBe(false);
  });

  it('has nothing to link for the shop\'s own delivery, other carriers, no code or a code that is not one', () => {
    expect(trackingLink('self', 'ABC123')).toBeNull();
    expect(trackingLink('other', 'ABC123')).toBeNull();
    expect(trackingLink('ghn', null)).toBeNull();
    expect(trackingLink(null, 'ABC123')).toBeNull();
    // A stored code is always checked, but a link is built only from one that cannot bend the address.
    expect(trackingLink('ghn', 'x&order_code=evil')).toBeNull();
    expect(trackingLink('ghtk', '../../admin')).toBeNull();
  });

  it('accepts the codes couriers print and nothing that could carry markup or a path', () => {
    for (const ok of ['GHN5X7K2P', 'S21.SG1.123456789', 'SPXVN-0123_45', '840123456789']) expect(TRACKING_NUMBER.test(ok), ok).toBe(true);
    for (const bad of ['AB', '-ABC', 'A B', 'A/B', '<b>x</b>', 'x'.repeat(41), 'MÃ123']) expect(TRACKING_NUMBER.test(bad), bad).toBe(false);
  });

  it('names every carrier: a brand, or a key the messages translate', () => {
    expect(CARRIERS.filter((c) => CARRIER_NAMES[c] === null)).toEqual(['self', 'other']);
  });
});
