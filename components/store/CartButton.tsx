'use client';
import { useSyncExternalStore } from 'react';
import Link from 'next/link';
import IconButton from '@mui/material/IconButton';
import Badge from '@mui/material/Badge';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { useTranslations } from 'next-intl';

/* The cart lives in local storage under this key (spec §4); the count is the sum of the lines' amounts. */
export const CART_STORAGE_KEY = 'cart';

function read(): number {
  try {
    const lines = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as { amount?: unknown }[];
    return Array.isArray(lines) ? lines.reduce((s, l) => s + (Number.isFinite(l.amount) ? Number(l.amount) : 0), 0) : 0;
  } catch {
    return 0;
  }
}
const subscribe = (cb: () => void) => {
  window.addEventListener('storage', cb);
  window.addEventListener('cart-change', cb);
  return () => { window.removeEventListener('storage', cb); window.removeEventListener('cart-change', cb); };
};

export function CartButton() {
  const t = useTranslations('store');
  const count = useSyncExternalStore(subscribe, read, () => 0);
  return (
    <IconButton component={Link} href="/shopping-cart" aria-label={t('cartCount', { count })} color="inherit" data-testid="cart-button">
      <Badge badgeContent={count} color="primary" max={99}><ShoppingBagOutlined /></Badge>
    </IconButton>
  );
}
