import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { DEFAULT_COUNTRY } from '../../../components/addresses/default-country';
import { billingFormValues } from '../../../components/addresses/form-values';
import {
  FormLoading,
  LazyBillingAddressForm,
} from '../../../components/addresses/lazy-address-forms';
import type { Lang } from '../../../config/languages';
import { paths } from '../../../config/paths';
import {
  billingAddressName,
  type BillingAddress,
} from '../../../lib/addresses/get-billing-addresses';
import { useCountries } from '../../../lib/countries';
import {
  billingIdWhenTicked,
  isBillingIncomplete,
  needsBillingForm,
  type BillingChoice,
} from '../checkout-rules';
import type { PaFormValues } from '../hooks/use-pa-data';
import { BillingSummary } from './billing-summary';

// Only a public administration fills these in: the form's code loads when it shows.
const PaDataForm = lazy(() => import('./pa-data-form').then((m) => ({ default: m.PaDataForm })));

interface BillingSectionProps {
  lang: Lang;
  addresses: BillingAddress[] | undefined;
  loadFailed: boolean;
  choice: BillingChoice;
  onChoiceChange: (choice: BillingChoice) => void;
  paData: PaFormValues;
  onPaDataChange: (values: PaFormValues) => void;
  locked: boolean;
}

/**
 * docs/spec/checkout.md §3.4: the 'Indirizzo di fatturazione' box; when ticked, the billing address
 * in use (a selector when there are several), the billing form for persona NONE, the PA data for
 * persona PA, and a link to edit the saved data.
 */
export function BillingSection({
  lang,
  addresses,
  loadFailed,
  choice,
  onChoiceChange,
  paData,
  onPaDataChange,
  locked,
}: BillingSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const headingId = `${id}-heading`;
  const checkboxId = `${id}-invoice`;
  const noteId = `${id}-invoice-note`;
  const selectId = `${id}-select`;
  const formHeadingId = `${id}-form-heading`;
  const countries = useCountries(lang);

  const list = addresses ?? [];
  const selected = list.find((a) => a.id === choice.billingId) ?? null;
  const showForm = choice.invoice && !locked && needsBillingForm(selected);

  return (
    <section className="checkout-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.billing.heading')}</h2>
      {loadFailed ? (
        <p className="checkout-alert" role="alert">
          {t('checkout.billing.loadError')}
        </p>
      ) : null}
      <div className="checkout-checkbox">
        <input
          id={checkboxId}
          type="checkbox"
          checked={choice.invoice}
          disabled={locked || addresses === undefined}
          aria-describedby={noteId}
          onChange={(event) =>
            onChoiceChange(
              event.target.checked
                ? { invoice: true, billingId: billingIdWhenTicked(list) }
                : // docs/spec/checkout.md §3.4: unticking clears the billing address.
                  { invoice: false, billingId: null },
            )
          }
        />
        <label htmlFor={checkboxId}>{t('checkout.billing.invoice')}</label>
      </div>
      <p className="checkout-hint" id={noteId}>
        {t('checkout.billing.invoiceNote')}
      </p>

      {choice.invoice ? (
        <div className="checkout-subsection">
          {list.length > 1 && !locked ? (
            <div className="field">
              <label className="field__label" htmlFor={selectId}>
                {t('checkout.billing.select')}
              </label>
              <select
                id={selectId}
                className="field__input"
                value={selected?.id ?? ''}
                onChange={(event) =>
                  onChoiceChange({ invoice: true, billingId: event.target.value })
                }
              >
                {list.map((address) => (
                  <option key={address.id} value={address.id}>
                    {billingAddressName(address)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {isBillingIncomplete(selected) ? (
            <p className="checkout-warning" role="status">
              {t('checkout.billing.incomplete')}
            </p>
          ) : null}

          {showForm ? (
            <>
              <h3 id={formHeadingId}>{t('checkout.billing.formHeading')}</h3>
              {countries.data ? (
                <LazyBillingAddressForm
                  key={selected?.id ?? 'new'}
                  billingId={selected?.id ?? null}
                  initialValues={billingFormValues(selected, DEFAULT_COUNTRY[lang])}
                  countries={countries.data}
                  labelledBy={formHeadingId}
                  onSaved={(savedId) => onChoiceChange({ invoice: true, billingId: savedId })}
                />
              ) : (
                <p className="checkout-loading" role="status">
                  <span className="spinner spinner--dark" aria-hidden="true" />
                  <span>{t('checkout.billing.loading')}</span>
                </p>
              )}
            </>
          ) : null}

          {selected && !needsBillingForm(selected) ? (
            <>
              <BillingSummary address={selected} />
              {selected.persona !== 'PA' && !locked ? (
                <p>
                  <Link
                    className="checkout-link"
                    to={paths.editBilling(paths.checkoutAnyLanguage())}
                  >
                    {t('checkout.billing.edit')}
                  </Link>
                </p>
              ) : null}
            </>
          ) : null}

          {selected?.persona === 'PA' ? (
            <Suspense fallback={<FormLoading />}>
              <PaDataForm values={paData} onChange={onPaDataChange} locked={locked} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
