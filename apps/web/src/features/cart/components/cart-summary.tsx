import { useTranslation } from '../../../i18n/use-translation';
import type { LoginStatus } from '../../../hooks/use-login-status';
import type { StoredSelectedShipping } from '../../../lib/storage';
import type { Country } from '../../../lib/countries';
import type { BookshopShipping, ShippingAmount } from '../hooks/use-shipping-plan';
import { DestinationSelector } from './destination-selector';
import { ProceedPanel } from './proceed-panel';
import { ProvisionalTotals } from './provisional-totals';

/** The sum over the open bookshops; 'pending' while any of their costs is on its way. */
function overallShipping(plans: readonly BookshopShipping[]): {
  amount: ShippingAmount;
  someNotAvailable: boolean;
} {
  let cents = 0;
  let loading = false;
  let someNotAvailable = false;
  for (const plan of plans) {
    if (!plan.needsShipping) continue;
    if (plan.shipping.kind === 'cost') cents += plan.shipping.cents;
    else if (plan.shipping.kind === 'loading') loading = true;
    else someNotAvailable = true;
  }
  return { amount: loading ? { kind: 'loading' } : { kind: 'cost', cents }, someNotAvailable };
}

/** The right column: destination, the cart's provisional totals and the way on. */
export function CartSummary({
  plans,
  countries,
  destCountry,
  onDestinationChange,
  loginStatus,
  hasUnavailable,
  selectedShippings,
}: {
  plans: readonly BookshopShipping[];
  countries: readonly Country[] | undefined;
  destCountry: string;
  onDestinationChange: (code: string) => void;
  loginStatus: LoginStatus | 'checking';
  hasUnavailable: boolean;
  selectedShippings: StoredSelectedShipping[] | null;
}) {
  const { t } = useTranslation();
  const goods = plans.reduce((sum, plan) => sum + plan.goodsCents, 0);
  const { amount, someNotAvailable } = overallShipping(plans);

  return (
    <section className="cart-summary card" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className="cart-summary__heading">
        {t('cart.summary.heading')}
      </h2>
      <DestinationSelector
        countries={countries}
        value={destCountry}
        onChange={onDestinationChange}
      />
      <ProvisionalTotals
        className="totals--summary"
        goodsCents={goods}
        shipping={amount}
        label={t('cart.totals.cartLabel')}
      />
      {someNotAvailable ? (
        <p className="cart-summary__warning">{t('cart.totals.someNotAvailable')}</p>
      ) : null}
      <p className="cart-summary__note">{t('cart.totals.note')}</p>
      <ProceedPanel
        loginStatus={loginStatus}
        hasUnavailable={hasUnavailable}
        destCountry={destCountry}
        selectedShippings={selectedShippings}
      />
    </section>
  );
}
