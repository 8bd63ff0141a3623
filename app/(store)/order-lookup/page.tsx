import { OrderLookup } from '@/components/store/OrderLookup';
import { checkoutMetadata, checkoutProps } from '@/lib/store/checkout-page';
import c from '@/components/store/catalog.module.css';
import s from '@/components/store/checkout.module.css';

export const generateMetadata = () => checkoutMetadata('lookupTitle', '/order-lookup');

/** "Find your order": for the shopper who lost the order's link. Not indexed. */
export default async function OrderLookupPage() {
  const { labels } = await checkoutProps();
  return (
    <div className={`${c.wrap} ${s.page}`}>
      <h1>{labels.lookupTitle}</h1>
      <OrderLookup labels={labels} />
    </div>
  );
}
