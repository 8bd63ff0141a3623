import { ShippingStep } from '@/components/store/ShippingForm';
import { CheckoutSteps } from '@/components/store/CheckoutSteps';
import { checkoutMetadata, checkoutProps } from '@/lib/store/checkout-page';
import c from '@/components/store/catalog.module.css';
import s from '@/components/store/checkout.module.css';

export const generateMetadata = () => checkoutMetadata('stepShipping', '/checkout/shipping-information');

export default async function ShippingInformationPage() {
  const { labels, money } = await checkoutProps();
  return (
    <div className={`${c.wrap} ${s.page}`}>
      <CheckoutSteps current="shipping" labels={labels} />
      <h1>{labels.stepShipping}</h1>
      <ShippingStep labels={labels} money={money} />
    </div>
  );
}
