import { useTranslation } from '../../../i18n/use-translation';
import { useLang } from '../../../i18n/use-lang';
import { formatCents } from '../../../lib/money';
import type { ShippingAmount } from '../hooks/use-shipping-plan';

/** Goods, shipping and their sum, all provisional until the checkout (docs/spec/cart.md §2.5). */
export function ProvisionalTotals({
  goodsCents,
  shipping,
  label,
  className = '',
}: {
  goodsCents: number;
  shipping: ShippingAmount;
  /** Names the list, e.g. 'Totali provvisori di Libreria Centrale'. */
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();

  let shippingText: string;
  let totalText: string;
  switch (shipping.kind) {
    case 'cost':
      shippingText = formatCents(shipping.cents, lang);
      totalText = formatCents(goodsCents + shipping.cents, lang);
      break;
    case 'loading':
      shippingText = t('cart.totals.pending');
      totalText = t('cart.totals.pending');
      break;
    case 'notAvailable':
      shippingText = t('cart.totals.notAvailable');
      totalText = formatCents(goodsCents, lang);
      break;
    case 'error':
      shippingText = t('cart.totals.unknown');
      totalText = formatCents(goodsCents, lang);
      break;
  }

  return (
    <dl className={`totals ${className}`.trim()} aria-label={label}>
      <div className="totals__row">
        <dt>{t('cart.totals.goods')}</dt>
        <dd>{formatCents(goodsCents, lang)}</dd>
      </div>
      <div className="totals__row">
        <dt>{t('cart.totals.shipping')}</dt>
        <dd>{shippingText}</dd>
      </div>
      <div className="totals__row totals__row--total">
        <dt>{t('cart.totals.total')}</dt>
        <dd>{totalText}</dd>
      </div>
    </dl>
  );
}
