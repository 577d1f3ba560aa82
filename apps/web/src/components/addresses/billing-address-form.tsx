import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingAddressSchema,
  type BillingAddressData,
  type BillingAddressInput,
} from '@scaffale/domain/addresses';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { Country } from '../../lib/countries';
import { useSaveBillingAddress } from '../../lib/addresses/save-billing-address';
import { useFieldErrorText } from '../forms/field-error-text';
import { SelectField, TextField } from '../forms/fields';
import { ProvinceField } from './province-field';
import { BILLING_FORM_FIELDS, type BillingFormValues } from './form-values';
import { applyServerErrors } from './server-errors';
import './address-forms.css';

// Limits of billingAddressSchema (packages/domain/src/addresses.ts).
const LIMITS = {
  nome: 50,
  cognome: 50,
  codice_fiscale: 16,
  ragione_sociale: 100,
  partita_iva: 11,
  pec: 254,
  codice_destinatario_sdi: 7,
  indirizzo: 64,
  citta: 64,
  provincia_stato: 64,
  cap: 16,
} as const;

/** Only a legal entity (GIU) has these; a natural person's form does not send them. */
const GIU_ONLY = ['ragione_sociale', 'partita_iva', 'pec', 'codice_destinatario_sdi'] as const;

interface BillingAddressFormProps {
  /** The saved record ('A…') this form updates; null creates one. */
  billingId: string | null;
  initialValues: BillingFormValues;
  countries: readonly Country[];
  labelledBy: string;
  onSaved: (id: string) => void;
  onCancel?: (() => void) | undefined;
}

/**
 * Billing data (docs/spec/checkout.md §4): persona FIS or GIU; ragione sociale, partita IVA, PEC
 * and SDI code only for GIU; the province from the list for Italy. Checked by the shared schema.
 */
export function BillingAddressForm({
  billingId,
  initialValues,
  countries,
  labelledBy,
  onSaved,
  onCancel,
}: BillingAddressFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldErrorText();
  const save = useSaveBillingAddress();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BillingFormValues, unknown, BillingAddressData>({
    resolver: zodResolver(billingAddressSchema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const persona = watch('persona');
  const country = watch('nazione');
  const legalEntity = persona === 'GIU';

  const onSubmit = handleSubmit(async (data) => {
    setFormError(null);
    const payload: BillingAddressInput = { ...data };
    if (billingId !== null) payload.id = billingId;
    if (data.persona !== 'GIU') for (const field of GIU_ONLY) payload[field] = '';
    try {
      const result = await save.mutateAsync(payload);
      if (result.kind === 'saved') {
        onSaved(result.id);
        return;
      }
      if (result.kind === 'invalid') {
        const unplaced = applyServerErrors(result.fieldErrors, BILLING_FORM_FIELDS, setError);
        const message =
          unplaced[0] ?? (Object.keys(result.fieldErrors).length ? null : result.detail);
        if (message) setFormError(message);
        return;
      }
      setFormError(result.detail ?? t('errors.unexpected'));
    } catch (error) {
      console.warn('Saving the billing data failed', error);
      setFormError(t('errors.network'));
    }
  });

  const busy = isSubmitting;
  const countryOptions = countries.map((c) => ({ value: c.code, label: c.name }));
  const personaError = fieldMessage(errors.persona);

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
      <fieldset
        className="choice-group"
        aria-describedby={personaError ? `${id}-persona-error` : undefined}
      >
        <legend className="field__label">{t('checkout.billingForm.persona')}</legend>
        <label className="choice">
          <input type="radio" value="FIS" {...register('persona')} />
          <span>{t('checkout.billingForm.personaFis')}</span>
        </label>
        <label className="choice">
          <input type="radio" value="GIU" {...register('persona')} />
          <span>{t('checkout.billingForm.personaGiu')}</span>
        </label>
        {personaError ? (
          <p className="field__error" id={`${id}-persona-error`}>
            {personaError}
          </p>
        ) : null}
      </fieldset>
      <div className="address-form__grid">
        {legalEntity ? (
          <TextField
            label={t('checkout.billingForm.ragioneSociale')}
            registration={register('ragione_sociale')}
            error={fieldMessage(errors.ragione_sociale, LIMITS.ragione_sociale)}
            maxLength={LIMITS.ragione_sociale}
            autoComplete="organization"
            required
          />
        ) : null}
        <TextField
          label={t('checkout.billingForm.nome')}
          registration={register('nome')}
          error={fieldMessage(errors.nome, LIMITS.nome)}
          maxLength={LIMITS.nome}
          autoComplete="billing given-name"
          required
        />
        <TextField
          label={t('checkout.billingForm.cognome')}
          registration={register('cognome')}
          error={fieldMessage(errors.cognome, LIMITS.cognome)}
          maxLength={LIMITS.cognome}
          autoComplete="billing family-name"
          required
        />
        <TextField
          label={t('checkout.billingForm.codiceFiscale')}
          registration={register('codice_fiscale')}
          error={fieldMessage(errors.codice_fiscale, LIMITS.codice_fiscale)}
          maxLength={LIMITS.codice_fiscale}
          autoComplete="off"
          required={!legalEntity && country === 'IT'}
        />
        {legalEntity ? (
          <>
            <TextField
              label={t('checkout.billingForm.partitaIva')}
              registration={register('partita_iva')}
              error={fieldMessage(errors.partita_iva, LIMITS.partita_iva)}
              maxLength={LIMITS.partita_iva}
              inputMode="numeric"
              autoComplete="off"
              required={country === 'IT'}
            />
            <TextField
              label={t('checkout.billingForm.pec')}
              registration={register('pec')}
              error={fieldMessage(errors.pec, LIMITS.pec)}
              maxLength={LIMITS.pec}
              type="email"
              inputMode="email"
              autoComplete="off"
            />
            <TextField
              label={t('checkout.billingForm.sdi')}
              hint={t('checkout.billingForm.sdiHint')}
              registration={register('codice_destinatario_sdi')}
              error={fieldMessage(errors.codice_destinatario_sdi, LIMITS.codice_destinatario_sdi)}
              maxLength={LIMITS.codice_destinatario_sdi}
              autoComplete="off"
            />
          </>
        ) : null}
        <TextField
          label={t('checkout.addressForm.indirizzo')}
          registration={register('indirizzo')}
          error={fieldMessage(errors.indirizzo, LIMITS.indirizzo)}
          maxLength={LIMITS.indirizzo}
          autoComplete="billing address-line1"
          required
        />
        <SelectField
          label={t('checkout.addressForm.nazione')}
          options={countryOptions}
          registration={register('nazione', {
            onChange: () => setValue('provincia_stato', '', { shouldValidate: false }),
          })}
          error={fieldMessage(errors.nazione)}
          autoComplete="billing country"
          required
        />
        <ProvinceField
          country={country ?? ''}
          registration={register('provincia_stato')}
          error={fieldMessage(errors.provincia_stato, LIMITS.provincia_stato)}
        />
        <TextField
          label={t('checkout.addressForm.citta')}
          registration={register('citta')}
          error={fieldMessage(errors.citta, LIMITS.citta)}
          maxLength={LIMITS.citta}
          autoComplete="billing address-level2"
          required
        />
        <TextField
          label={t('checkout.addressForm.cap')}
          registration={register('cap')}
          error={fieldMessage(errors.cap, LIMITS.cap)}
          maxLength={LIMITS.cap}
          autoComplete="billing postal-code"
          required
        />
      </div>
      <div className="form__actions">
        <button className="button button--primary" type="submit" disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          <span>{t('checkout.billingForm.save')}</span>
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
