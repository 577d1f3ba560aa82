import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { DEFAULT_COUNTRY } from '../../../components/addresses/default-country';
import {
  emptyShippingForm,
  type ShippingFormValues,
} from '../../../components/addresses/form-values';
import { LazyShippingAddressForm } from '../../../components/addresses/lazy-address-forms';
import type { Lang } from '../../../config/languages';
import { paths } from '../../../config/paths';
import { useCountries, type Country } from '../../../lib/countries';
import type { SavedShippingAddress } from '../../../lib/addresses/get-shipping-addresses';
import { useUserEmail } from '../../../lib/user-email';
import { useShippingFormDraft, type ShippingFormDraft } from '../hooks/use-shipping-form-draft';
import { AddressSummary } from './address-summary';

interface ShippingAddressSectionProps {
  lang: Lang;
  addresses: SavedShippingAddress[] | undefined;
  loadFailed: boolean;
  selected: SavedShippingAddress | null;
  onSelect: (id: string) => void;
  /** The destination chosen in the cart, for a new address. */
  destCountry: string | null;
  /** Payment active: the address can no longer change. */
  locked: boolean;
  /** Told whenever the new-address form opens or closes (the payment waits for it). */
  onFormOpenChange: (open: boolean) => void;
}

function newAddressValues(
  draft: ShippingFormDraft | null,
  email: string,
  country: string,
  countries: readonly Country[],
): ShippingFormValues {
  const known = countries.some((c) => c.code === country) ? country : 'IT';
  return { ...emptyShippingForm(), email, nazione: known, ...draft };
}

/** docs/spec/checkout.md §3.2: the saved addresses, the selected one, and the new-address form. */
export function ShippingAddressSection({
  lang,
  addresses,
  loadFailed,
  selected,
  onSelect,
  destCountry,
  locked,
  onFormOpenChange,
}: ShippingAddressSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const headingId = `${id}-heading`;
  const formHeadingId = `${id}-form-heading`;
  const selectId = `${id}-select`;
  const { initialDraft, saveDraft, clearDraft } = useShippingFormDraft();
  // A stored draft reopens the form (docs/spec/checkout.md §3.2).
  const [formOpen, setFormOpen] = useState(initialDraft !== null);
  const [draft, setDraft] = useState(initialDraft);
  const email = useUserEmail();
  const countries = useCountries(lang);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'form' | 'add' | null>(null);

  const noAddress = addresses !== undefined && addresses.length === 0;
  const showForm = !locked && addresses !== undefined && (formOpen || noAddress);

  useEffect(() => {
    onFormOpenChange(showForm);
  }, [showForm, onFormOpenChange]);

  useEffect(() => {
    if (focusAfter.current === 'form') formHeadingRef.current?.focus();
    if (focusAfter.current === 'add') addButtonRef.current?.focus();
    focusAfter.current = null;
  }, [showForm]);

  const closeForm = () => {
    clearDraft();
    setDraft(null);
    focusAfter.current = 'add';
    setFormOpen(false);
  };

  return (
    <section className="checkout-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.shipping.heading')}</h2>
      {loadFailed ? (
        <p className="checkout-alert" role="alert">
          {t('checkout.shipping.loadError')}
        </p>
      ) : null}
      {addresses === undefined && !loadFailed ? (
        <p className="checkout-loading" role="status">
          <span className="spinner spinner--dark" aria-hidden="true" />
          <span>{t('checkout.shipping.loading')}</span>
        </p>
      ) : null}

      {addresses && addresses.length > 0 ? (
        <div className="checkout-address-picker">
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              {t('checkout.shipping.select')}
            </label>
            <select
              id={selectId}
              className="field__input"
              value={selected?.id ?? ''}
              disabled={locked}
              onChange={(event) => onSelect(event.target.value)}
            >
              {addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.etichetta}
                </option>
              ))}
            </select>
          </div>
          {selected ? <AddressSummary address={selected} /> : null}
          {!locked ? (
            <div className="checkout-actions">
              {selected ? (
                <Link
                  className="checkout-link"
                  to={paths.editShippingAddress(selected.id, paths.checkoutAnyLanguage())}
                >
                  {t('checkout.shipping.edit')}
                </Link>
              ) : null}
              {!showForm ? (
                <button
                  ref={addButtonRef}
                  className="button button--secondary"
                  type="button"
                  onClick={() => {
                    focusAfter.current = 'form';
                    setFormOpen(true);
                  }}
                >
                  {t('checkout.shipping.add')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}

      {showForm ? (
        <div className="checkout-subsection">
          <h3 id={formHeadingId} ref={formHeadingRef} tabIndex={-1}>
            {t('checkout.shipping.newHeading')}
          </h3>
          {countries.data && !email.isPending ? (
            <LazyShippingAddressForm
              addressId={null}
              initialValues={newAddressValues(
                draft,
                email.data ?? '',
                destCountry ?? DEFAULT_COUNTRY[lang],
                countries.data,
              )}
              countries={countries.data}
              labelledBy={formHeadingId}
              onValuesChange={saveDraft}
              onSaved={(newId) => {
                clearDraft();
                setDraft(null);
                focusAfter.current = 'add';
                setFormOpen(false);
                onSelect(newId);
              }}
              onCancel={noAddress ? undefined : closeForm}
            />
          ) : (
            <p className="checkout-loading" role="status">
              <span className="spinner spinner--dark" aria-hidden="true" />
              <span>{t('checkout.shipping.loading')}</span>
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}
