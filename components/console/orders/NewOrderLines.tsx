'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { MAX_LINE_AMOUNT } from '@/lib/cart/cart';
import { MAX_ORDER_LINES } from '@/lib/orders/schemas';
import { VariantSearch, optionText, type TVariantChoice } from './VariantSearch';

export type TNewLine = { productId: string; name: string; options: Record<string, string>; sku: string; amount: number };
type TQuoteLine = { price: number; lineTotal: number; available: number; problem: string | null };
/** The checkout's quote (POST /api/v1/order/quote), as much of it as this screen reads. */
export type TQuote = {
  lines: TQuoteLine[]; subtotal: number; discount: number; shippingFee: number; total: number; currency: string;
  discountCode: string | null; discountProblem: string | null; minSubtotal: number | null;
  /** The delivery zone the province fell in, and whether the fee still waits for a province. */
  shippingZone: string | null; shippingPending: boolean;
};

const sameVariant = (a: TNewLine, b: Pick<TNewLine, 'productId' | 'options'>) =>
  a.productId === b.productId && optionText(a.options) === optionText(b.options);

/** The lines of a new order: picked by search, amounts typed, each priced and checked against stock by the quote. */
export function NewOrderLines({ lines, onChange, quote, money }: { lines: TNewLine[]; onChange: (lines: TNewLine[]) => void; quote?: TQuote; money: (n: number) => string }) {
  const t = useTranslations('orders');
  const tk = useTranslations('checkout');
  const pick = (c: TVariantChoice) => {
    // Picking a variant again adds one more of it, as the cart does.
    const i = lines.findIndex((l) => sameVariant(l, { productId: c.productId, options: c.options }));
    if (i >= 0) onChange(lines.map((l, j) => (j === i ? { ...l, amount: Math.min(MAX_LINE_AMOUNT, l.amount + 1) } : l)));
    else if (lines.length < MAX_ORDER_LINES) onChange([...lines, { productId: c.productId, name: c.name, options: c.options, sku: c.sku, amount: 1 }]);
  };
  const setAmount = (i: number, raw: string) => {
    const n = Math.max(1, Math.min(MAX_LINE_AMOUNT, Math.trunc(Number(raw)) || 1));
    onChange(lines.map((l, j) => (j === i ? { ...l, amount: n } : l)));
  };
  const problem = (l?: TQuoteLine) => {
    if (!l?.problem || l.problem === 'priceChanged') return null;
    if (l.problem === 'outOfStock') return l.available > 0 ? tk('onlyLeft', { n: l.available }) : tk('soldOut');
    return tk('unavailable');
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <VariantSearch onPick={pick} money={money} />
      {lines.length === 0 && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('noLinesYet')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {lines.map((l, i) => {
          const q = quote?.lines[i];
          const warn = problem(q);
          const title = [l.name, optionText(l.options)].filter(Boolean).join(' — ');
          return (
            <Box component="li" key={`${l.productId}-${optionText(l.options)}`} data-testid="new-order-line"
              sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) 72px 40px', sm: 'minmax(0, 1fr) 84px auto 40px' }, gap: 1, alignItems: 'center', borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>{title}</Typography>
                <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {[l.sku, q && money(q.price)].filter(Boolean).join(' · ')}
                  {/* A phone has no room for the total's own column: it follows the unit price. */}
                  {q && <Box component="span" sx={{ display: { sm: 'none' } }}> · <b>{money(q.lineTotal)}</b></Box>}
                </Typography>
                {warn && <Typography role="alert" sx={{ fontSize: 12, color: 'error.main' }}>{warn}</Typography>}
              </Box>
              <TextField size="small" type="number" label={t('qty')} value={l.amount} onChange={(e) => setAmount(i, e.target.value)}
                slotProps={{ htmlInput: { min: 1, max: MAX_LINE_AMOUNT, 'aria-label': t('qtyOf', { name: title }) } }} />
              <Typography sx={{ fontSize: 14, textAlign: 'right', minWidth: 90, display: { xs: 'none', sm: 'block' } }}>{q ? money(q.lineTotal) : '…'}</Typography>
              <IconButton aria-label={t('removeLine', { name: title })} onClick={() => onChange(lines.filter((_, j) => j !== i))}><DeleteOutline /></IconButton>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
