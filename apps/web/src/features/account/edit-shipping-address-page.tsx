import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { shippingFormValuesOf } from '../../components/addresses/form-values';
import { ShippingAddressForm } from '../../components/addresses/shipping-address-form';
import { safeNext } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useCountries } from '../../lib/countries';
import { useShippingAddresses } from '../../lib/addresses/get-shipping-addresses';
import { AccountLoading, AccountMessage } from './account-status';
import './account.css';

/**
 * `/area-personale/indirizzi/edit/{id}/?next=…` (docs/spec/api-contract.md §2.1): edits a saved
 * shipping address, then returns to `next` (same-origin paths only).
 */
export function EditShippingAddressPage() {
  const { t } = useTranslation();
  usePageTitle('editAddress');
  const lang = useLang();
  const id = useId();
  const headingId = `${id}-heading`;
  const { addressId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'), lang);
  const addresses = useShippingAddresses(lang);
  const countries = useCountries(lang);
  // A full navigation: `next` may be a path the server turns into the language's own.
  const goBack = () => window.location.assign(next);

  const address = addresses.data?.find((a) => a.id === addressId);

  let content;
  if (addresses.isError || countries.isError) {
    content = <AccountMessage text={t('account.loadError')} next={next} alert />;
  } else if (!addresses.data || !countries.data) {
    content = <AccountLoading />;
  } else if (!address) {
    content = <AccountMessage text={t('account.editAddress.notFound')} next={next} />;
  } else {
    content = (
      <ShippingAddressForm
        addressId={address.id}
        initialValues={shippingFormValuesOf(address)}
        countries={countries.data}
        labelledBy={headingId}
        onSaved={goBack}
        onCancel={goBack}
      />
    );
  }

  return (
    <section className="page account-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('account.editAddress.heading')}</h1>
      <div className="account-page__card">{content}</div>
    </section>
  );
}
