import { zodResolver } from '@hookform/resolvers/zod';
import {
  SHIPPING_LIMITS,
  shippingAddressSchema,
  type ShippingAddress,
  type ShippingAddressInput,
} from '@scaffale/domain/addresses';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { Country } from '../../lib/countries';
import { useSaveShippingAddress } from '../../lib/addresses/save-shipping-address';
import { useFieldErrorText } from '../forms/field-error-text';
import { SelectField, TextAreaField, TextField } from '../forms/fields';
import { ProvinceField } from './province-field';
import { SHIPPING_FORM_FIELDS, type ShippingFormValues } from './form-values';
import { applyServerErrors } from './server-errors';
import './address-forms.css';

interface ShippingAddressFormProps {
  /** null: a new address; else the id of the address being edited. */
  addressId: string | null;
  initialValues: ShippingFormValues;
  countries: readonly Country[];
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSaved: (id: string) => void;
  onCancel?: (() => void) | undefined;
  /** Every change of any field, for a draft kept while the buyer types. */
  onValuesChange?: ((values: Partial<ShippingFormValues>) => void) | undefined;
}

/**
 * The shipping address form (docs/spec/checkout.md §4): shared schema, limits as maxLength, server
 * errors.
 */
export function ShippingAddressForm({
  addressId,
  initialValues,
  countries,
  labelledBy,
  onSaved,
  onCancel,
  onValuesChange,
}: ShippingAddressFormProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldErrorText();
  const save = useSaveShippingAddress();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ShippingAddressInput, unknown, ShippingAddress>({
    resolver: zodResolver(shippingAddressSchema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (!onValuesChange) return undefined;
    const subscription = watch((values) => onValuesChange(values as Partial<ShippingFormValues>));
    return () => subscription.unsubscribe();
  }, [watch, onValuesChange]);

  const country = watch('nazione');

  const onSubmit = handleSubmit(async (address) => {
    setFormError(null);
    try {
      const result = await save.mutateAsync({ id: addressId, address });
      if (result.kind === 'saved') {
        onSaved(result.id);
        return;
      }
      if (result.kind === 'invalid') {
        const unplaced = applyServerErrors(result.fieldErrors, SHIPPING_FORM_FIELDS, setError);
        const message =
          unplaced[0] ?? (Object.keys(result.fieldErrors).length ? null : result.detail);
        if (message) setFormError(message);
        return;
      }
      setFormError(result.detail ?? t('errors.unexpected'));
    } catch (error) {
      console.warn('Saving the shipping address failed', error);
      setFormError(t('errors.network'));
    }
  });

  const busy = isSubmitting;
  const countryOptions = countries.map((c) => ({ value: c.code, label: c.name }));

  return (
    <form
      className="form address-form"
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={busy}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className="address-form__legend">{t('checkout.addressForm.requiredHint')}</p>
      {formError ? (
        <p className="form__alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="address-form__grid">
        <TextField
          label={t('checkout.addressForm.etichetta')}
          hint={t('checkout.addressForm.etichettaHint')}
          registration={register('etichetta')}
          error={fieldMessage(errors.etichetta, SHIPPING_LIMITS.etichetta)}
          maxLength={SHIPPING_LIMITS.etichetta}
          autoComplete="off"
          required
        />
        <TextField
          label={t('checkout.addressForm.name')}
          registration={register('name')}
          error={fieldMessage(errors.name, SHIPPING_LIMITS.name)}
          maxLength={SHIPPING_LIMITS.name}
          autoComplete="shipping name"
          required
        />
        <TextField
          label={t('checkout.addressForm.attenzioneDi')}
          registration={register('attenzione_di')}
          error={fieldMessage(errors.attenzione_di, SHIPPING_LIMITS.attenzione_di)}
          maxLength={SHIPPING_LIMITS.attenzione_di}
          autoComplete="off"
        />
        <TextField
          label={t('checkout.addressForm.telefono')}
          hint={t('checkout.addressForm.telefonoHint')}
          registration={register('telefono')}
          error={fieldMessage(errors.telefono, SHIPPING_LIMITS.telefono)}
          maxLength={SHIPPING_LIMITS.telefono}
          type="tel"
          inputMode="tel"
          autoComplete="shipping tel"
          required
        />
        <TextField
          label={t('checkout.addressForm.email')}
          registration={register('email')}
          error={fieldMessage(errors.email, SHIPPING_LIMITS.email)}
          maxLength={SHIPPING_LIMITS.email}
          type="email"
          inputMode="email"
          autoComplete="shipping email"
        />
        <TextField
          label={t('checkout.addressForm.indirizzo')}
          registration={register('indirizzo')}
          error={fieldMessage(errors.indirizzo, SHIPPING_LIMITS.indirizzo)}
          maxLength={SHIPPING_LIMITS.indirizzo}
          autoComplete="shipping address-line1"
          required
        />
        <TextField
          label={t('checkout.addressForm.indirizzo2')}
          registration={register('indirizzo2')}
          error={fieldMessage(errors.indirizzo2, SHIPPING_LIMITS.indirizzo2)}
          maxLength={SHIPPING_LIMITS.indirizzo2}
          autoComplete="shipping address-line2"
        />
        <SelectField
          label={t('checkout.addressForm.nazione')}
          options={countryOptions}
          registration={register('nazione', {
            // docs/spec/checkout.md §4: changing the country clears the province.
            onChange: () => setValue('provincia_stato', '', { shouldValidate: false }),
          })}
          error={fieldMessage(errors.nazione)}
          autoComplete="shipping country"
          required
        />
        <ProvinceField
          country={country ?? ''}
          registration={register('provincia_stato')}
          error={fieldMessage(errors.provincia_stato, SHIPPING_LIMITS.provincia_stato)}
        />
        <TextField
          label={t('checkout.addressForm.citta')}
          registration={register('citta')}
          error={fieldMessage(errors.citta, SHIPPING_LIMITS.citta)}
          maxLength={SHIPPING_LIMITS.citta}
          autoComplete="shipping address-level2"
          required
        />
        <TextField
          label={t('checkout.addressForm.cap')}
          registration={register('cap')}
          error={fieldMessage(errors.cap, SHIPPING_LIMITS.cap)}
          maxLength={SHIPPING_LIMITS.cap}
          autoComplete="shipping postal-code"
          required
        />
      </div>
      <TextAreaField
        label={t('checkout.addressForm.note')}
        registration={register('note')}
        error={fieldMessage(errors.note, SHIPPING_LIMITS.note)}
        maxLength={SHIPPING_LIMITS.note}
      />
      <div className="form__actions">
        <button className="button button--primary" type="submit" disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          <span>{t('checkout.addressForm.save')}</span>
        </button>
        {onCancel ? (
          <button className="button button--secondary" type="button" onClick={onCancel}>
            {t('checkout.addressForm.cancel')}
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {busy ? t('checkout.addressForm.saving') : ''}
      </p>
    </form>
  );
}
