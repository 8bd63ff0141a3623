import { CartView } from '@/components/store/CartView';
import { CheckoutSteps } from '@/components/store/CheckoutSteps';
import { checkoutMetadata, checkoutProps } from '@/lib/store/checkout-page';
import c from '@/components/store/catalog.module.css';
import s from '@/components/store/checkout.module.css';

export const generateMetadata = () => checkoutMetadata('cartTitle', '/shopping-cart');

export default async function ShoppingCartPage() {
  const { labels, money } = await checkoutProps();
  return (
    <div className={`${c.wrap} ${s.page}`}>
      <CheckoutSteps current="cart" labels={labels} />
      <h1>{labels.cartTitle}</h1>
      <CartView labels={labels} money={money} />
    </div>
  );
}
