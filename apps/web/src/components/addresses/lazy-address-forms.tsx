import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { BillingAddressForm } from './billing-address-form';
import type { ShippingAddressForm } from './shipping-address-form';

// The checkout shows its address forms only on demand: their code (zod schemas,
// react-hook-form) loads when one opens, not with the page (the budget of docs/spec/quality.md §2).
const ShippingFormChunk = lazy(() =>
  import('./shipping-address-form').then((m) => ({ default: m.ShippingAddressForm })),
);
const BillingFormChunk = lazy(() =>
  import('./billing-address-form').then((m) => ({ default: m.BillingAddressForm })),
);

/** Stands in for a form while its code arrives. */
export function FormLoading() {
  const { t } = useTranslation();
  return (
    <div className="gate" role="status">
      <span className="spinner spinner--dark" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

export function LazyShippingAddressForm(props: ComponentProps<typeof ShippingAddressForm>) {
  return (
    <Suspense fallback={<FormLoading />}>
      <ShippingFormChunk {...props} />
    </Suspense>
  );
}

export function LazyBillingAddressForm(props: ComponentProps<typeof BillingAddressForm>) {
  return (
    <Suspense fallback={<FormLoading />}>
      <BillingFormChunk {...props} />
    </Suspense>
  );
}
