import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { BillingAddressForm } from '../../components/addresses/billing-address-form';
import { billingFormValues } from '../../components/addresses/form-values';
import { DEFAULT_COUNTRY } from '../../components/addresses/default-country';
import { safeNext } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { billingAddressName, useBillingAddresses } from '../../lib/addresses/get-billing-addresses';
import { useCountries } from '../../lib/countries';
import { AccountLoading, AccountMessage } from './account-status';
import './account.css';

/**
 * `/area-personale/dati-fatturazione/?next=…` (docs/spec/api-contract.md §2.1): edits the billing
 * data the checkout uses (the first professional record, else the first), then returns to `next`.
 * Public-administration records are kept by the staff and are not editable here.
 */
export function BillingDataPage() {
  const { t } = useTranslation();
  usePageTitle('billingData');
  const lang = useLang();
  const id = useId();
  const headingId = `${id}-heading`;
  const selectId = `${id}-select`;
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'), lang);
  const billing = useBillingAddresses(lang);
  const countries = useCountries(lang);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const goBack = () => window.location.assign(next);

  const list = billing.data ?? [];
  const selected =
    list.find((a) => a.id === chosenId) ?? list.find((a) => a.professionale) ?? list[0] ?? null;

  let content;
  if (billing.isError || countries.isError) {
    content = <AccountMessage text={t('account.loadError')} next={next} alert />;
  } else if (!billing.data || !countries.data) {
    content = <AccountLoading />;
  } else {
    content = (
      <>
        {list.length > 1 ? (
          <div className="field account-page__select">
            <label className="field__label" htmlFor={selectId}>
              {t('account.billing.select')}
            </label>
            <select
              id={selectId}
              className="field__input"
              value={selected?.id ?? ''}
              onChange={(event) => setChosenId(event.target.value)}
            >
              {list.map((address) => (
                <option key={address.id} value={address.id}>
                  {billingAddressName(address)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {selected?.persona === 'PA' ? (
          <AccountMessage text={t('account.billing.staffManaged')} next={next} />
        ) : (
          <BillingAddressForm
            key={selected?.id ?? 'new'}
            billingId={selected?.id ?? null}
            initialValues={billingFormValues(selected, DEFAULT_COUNTRY[lang])}
            countries={countries.data}
            labelledBy={headingId}
            onSaved={goBack}
            onCancel={goBack}
          />
        )}
      </>
    );
  }

  return (
    <section className="page account-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('account.billing.heading')}</h1>
      <p className="page__intro">{t('account.billing.intro')}</p>
      <div className="account-page__card">{content}</div>
    </section>
  );
}
