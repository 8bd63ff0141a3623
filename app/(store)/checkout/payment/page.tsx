import { PaymentStep } from '@/components/store/PaymentStep';
import { CheckoutSteps } from '@/components/store/CheckoutSteps';
import { checkoutMetadata, checkoutProps } from '@/lib/store/checkout-page';
import c from '@/components/store/catalog.module.css';
import s from '@/components/store/checkout.module.css';

export const generateMetadata = () => checkoutMetadata('stepPayment', '/checkout/payment');

export default async function PaymentPage() {
  const { labels, money } = await checkoutProps();
  return (
    <div className={`${c.wrap} ${s.page}`}>
      <CheckoutSteps current="payment" labels={labels} />
      <h1>{labels.stepPayment}</h1>
      <PaymentStep labels={labels} money={money} />
    </div>
  );
}
