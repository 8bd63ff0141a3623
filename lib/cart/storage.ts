import { addLine, countOf, parseCart, removeLine, setAmount, type TCartLine } from './cart';

/* The cart in local storage (spec §4), in step across tabs: other tabs hear the `storage` event, this tab the
   `cart-change` event. Browser-only. */

export const CART_STORAGE_KEY = 'cart';
export const CART_EVENT = 'cart-change';

export function readCart(): TCartLine[] {
  try {
    return parseCart(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

export function writeCart(lines: TCartLine[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CART_EVENT));
}

export function addToCart(item: Omit<TCartLine, 'tmpId'>) {
  writeCart(addLine(readCart(), item, crypto.randomUUID()));
}

export const removeFromCart = (tmpId: string) => writeCart(removeLine(readCart(), tmpId));
export const changeAmount = (tmpId: string, amount: number) => writeCart(setAmount(readCart(), tmpId, amount));
/** Bulk replace (spec §4): the cart page accepts current prices this way. */
export const replaceCart = (lines: TCartLine[]) => writeCart(parseCart(lines));
/** Flush (spec §4): after an order is placed. */
export const flushCart = () => writeCart([]);

export function subscribeCart(cb: () => void) {
  const onStorage = (e: StorageEvent) => { if (e.key === CART_STORAGE_KEY || e.key === null) cb(); };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_EVENT, cb);
  return () => { window.removeEventListener('storage', onStorage); window.removeEventListener(CART_EVENT, cb); };
}

export const cartCount = () => countOf(readCart());
