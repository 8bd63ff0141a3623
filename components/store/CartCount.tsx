'use client';
import { useSyncExternalStore } from 'react';
import { cartCount, subscribeCart } from '@/lib/cart/storage';
import s from './shell.module.css';

/** The header's cart count: the one island on every storefront page. Labels come from the server. */
export function CartCount({ label, labelOne, labelMany }: { label: string; labelOne: string; labelMany: string }) {
  const count = useSyncExternalStore(subscribeCart, cartCount, () => 0);
  const text = count === 0 ? label : (count === 1 ? labelOne : labelMany).replace('#', String(count));
  return (
    <>
      <span className="visually-hidden" data-testid="cart-count" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{text}</span>
      {count > 0 && <span className={s.badge} aria-hidden="true">{count > 99 ? '99+' : count}</span>}
    </>
  );
}
