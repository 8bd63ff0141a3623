import s from './checkout.module.css';

type TStep = 'cart' | 'shipping' | 'payment';

/** Where the shopper is in checkout. Earlier steps are links back; later ones are not reachable from here. */
export function CheckoutSteps({ current, labels }: { current: TStep; labels: { steps: string; stepCart: string; stepShipping: string; stepPayment: string } }) {
  const steps: { id: TStep; label: string; href: string }[] = [
    { id: 'cart', label: labels.stepCart, href: '/shopping-cart' },
    { id: 'shipping', label: labels.stepShipping, href: '/checkout/shipping-information' },
    { id: 'payment', label: labels.stepPayment, href: '/checkout/payment' },
  ];
  const at = steps.findIndex((x) => x.id === current);
  return (
    <nav aria-label={labels.steps}>
      <ol className={s.steps}>
        {steps.map((x, i) => (
          <li key={x.id} aria-current={i === at ? 'step' : undefined}>
            {i < at ? <a href={x.href}>{x.label}</a> : x.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
