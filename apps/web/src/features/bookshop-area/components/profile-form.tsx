import { useEffect, useId, useState } from 'react';
import { useForm, type FieldError, type FieldPath, type Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { formatIban } from '@scaffale/domain/iban';
import { BusyLabel } from '../../../components/forms/busy-label';
import { errorText, fieldErrorOf } from '../../../components/forms/error-text';
import { useFieldErrorText } from '../../../components/forms/field-error-text';
import { TextField } from '../../../components/forms/fields';
import { weekdayName } from '../../../components/seller/opening-hours';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useUpdateProfile, type BookshopProfile } from '../api/profile';
import {
  checkProfile,
  formFieldOf,
  formValuesOf,
  wireInputOf,
  type ProfileFormValues,
} from '../profile-values';

/** One problem at a time, the first in the form's order, by the domain's rules. */
const resolver: Resolver<ProfileFormValues> = async (values, _context, options) => {
  const checked = checkProfile(values);
  if (checked.ok) return { values, errors: {} };
  const error: FieldError = { type: checked.type, message: checked.key };
  return { values: {}, errors: toNestErrors({ [checked.field]: error }, options) };
};

/** What the staff asked to change and the administrator has yet to approve. */
function PendingChange({ profile, lang }: { profile: BookshopProfile; lang: Lang }) {
  const { t } = useTranslation();
  const change = profile.pendingChange;
  const decided = profile.lastDecidedChange;
  if (!change) {
    return decided?.status === 'REJECTED' ? (
      <p className="staff-card__status">
        {t('bookshopArea.profile.rejected', { reason: decided.reason ?? '' })}
      </p>
    ) : null;
  }
  const office = change.proposed.registeredAddress;
  const rows: [string, string | null][] = [
    [t('bookshopArea.profile.legalName'), change.proposed.legalName],
    [t('bookshopArea.profile.vatNumber'), change.proposed.vatNumber],
    [t('bookshopArea.profile.taxCode'), change.proposed.taxCode],
    [
      t('bookshopArea.profile.registeredOffice'),
      office
        ? [office.street, office.postalCode, office.city, office.province, office.country]
            .filter(Boolean)
            .join(', ')
        : null,
    ],
    [
      t('bookshopArea.profile.iban'),
      change.proposed.iban ? formatIban(change.proposed.iban) : null,
    ],
  ];
  return (
    <div className="profile-pending" role="status">
      <p>
        <strong>{t('bookshopArea.profile.pending')}</strong>{' '}
        {t('bookshopArea.profile.pendingSince', { date: formatDateTime(change.requestedAt, lang) })}
      </p>
      <dl className="seller-identity__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The bookshop's profile (docs/spec/marketplace.md §8): legal data and IBAN (applied once the
 * administrator approves), invoicing, contact, the shop's address and opening hours.
 */
export function ProfileForm({ profile, lang }: { profile: BookshopProfile; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const fieldError = useFieldErrorText();
  const mutation = useUpdateProfile();
  const [status, setStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver,
    defaultValues: formValuesOf(profile, profile.bookshop.countryCode),
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const busy = mutation.isPending;
  const [focusField, setFocusField] = useState<FieldPath<ProfileFormValues> | null>(null);
  useEffect(() => {
    if (focusField && !busy) setFocus(focusField);
  }, [focusField, busy, setFocus]);

  const onSubmit = handleSubmit((values) => {
    const checked = checkProfile(values);
    if (!checked.ok) return;
    setStatus(null);
    mutation.mutate(wireInputOf(checked.identity), {
      onSuccess: (saved) => {
        reset(formValuesOf(saved, saved.bookshop.countryCode));
        const text = saved.pendingChange
          ? t('bookshopArea.profile.savedPending')
          : t('bookshopArea.profile.saved');
        setStatus(text);
        toast.success(text);
      },
      onError: (error) => {
        const refusal = fieldErrorOf(error);
        if (refusal) {
          const field = formFieldOf(refusal.field) as FieldPath<ProfileFormValues>;
          setError(field, { type: 'server', message: refusal.message });
          setFocusField(field);
        }
      },
    });
  });

  const text = (
    name: FieldPath<ProfileFormValues>,
    label: string,
    error: FieldError | undefined,
    options: {
      max?: number;
      type?: 'text' | 'email' | 'tel';
      hint?: string;
      autoComplete?: string;
    } = {},
  ) => (
    <TextField
      label={label}
      hint={options.hint}
      error={fieldError(error, options.max)}
      announce
      type={options.type ?? 'text'}
      maxLength={options.max}
      autoComplete={options.autoComplete ?? 'off'}
      disabled={busy}
      registration={register(name)}
    />
  );

  return (
    <section className="staff-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.profile.heading')}</h2>
      <p className="staff-card__status">{t('bookshopArea.profile.intro')}</p>
      <PendingChange profile={profile} lang={lang} />
      <form className="staff-form profile-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset>
          <legend>{t('bookshopArea.profile.legal')}</legend>
          <p className="field__hint">{t('bookshopArea.profile.legalHint')}</p>
          {text('legalName', t('bookshopArea.profile.legalName'), errors.legalName, { max: 200 })}
          {text('vatNumber', t('bookshopArea.profile.vatNumber'), errors.vatNumber, { max: 20 })}
          {text('taxCode', t('bookshopArea.profile.taxCode'), errors.taxCode, { max: 16 })}
          {text(
            'registeredAddress.street',
            t('bookshopArea.profile.street'),
            errors.registeredAddress?.street,
            { max: 100 },
          )}
          {text(
            'registeredAddress.postalCode',
            t('bookshopArea.profile.postalCode'),
            errors.registeredAddress?.postalCode,
            { max: 16 },
          )}
          {text(
            'registeredAddress.city',
            t('bookshopArea.profile.city'),
            errors.registeredAddress?.city,
            { max: 64 },
          )}
          {text(
            'registeredAddress.province',
            t('bookshopArea.profile.province'),
            errors.registeredAddress?.province,
            { max: 64 },
          )}
          {text(
            'registeredAddress.country',
            t('bookshopArea.profile.country'),
            errors.registeredAddress?.country,
            { max: 2 },
          )}
          {text('iban', t('bookshopArea.profile.iban'), errors.iban, { max: 42 })}
        </fieldset>
        <fieldset>
          <legend>{t('bookshopArea.profile.invoicing')}</legend>
          {text('pec', t('bookshopArea.profile.pec'), errors.pec, { max: 254, type: 'email' })}
          {text('sdiCode', t('bookshopArea.profile.sdiCode'), errors.sdiCode, { max: 7 })}
        </fieldset>
        <fieldset>
          <legend>{t('bookshopArea.profile.contact')}</legend>
          {text('contactEmail', t('bookshopArea.profile.contactEmail'), errors.contactEmail, {
            max: 254,
            type: 'email',
          })}
          {text('contactPhone', t('bookshopArea.profile.contactPhone'), errors.contactPhone, {
            max: 32,
            type: 'tel',
          })}
          {text(
            'shopAddress.street',
            t('bookshopArea.profile.shopStreet'),
            errors.shopAddress?.street,
            { max: 100 },
          )}
          {text(
            'shopAddress.postalCode',
            t('bookshopArea.profile.postalCode'),
            errors.shopAddress?.postalCode,
            { max: 16 },
          )}
          {text('shopAddress.city', t('bookshopArea.profile.city'), errors.shopAddress?.city, {
            max: 64,
          })}
        </fieldset>
        <fieldset>
          <legend>{t('bookshopArea.profile.hours')}</legend>
          <p className="field__hint">{t('bookshopArea.profile.hoursHint')}</p>
          {Array.from({ length: 7 }, (_, i) =>
            text(`hours.${i}`, weekdayName(i + 1, lang), errors.hours?.[i], { max: 60 }),
          )}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy}>
          <BusyLabel busy={busy}>{t('bookshopArea.profile.save')}</BusyLabel>
        </button>
      </form>
      <p className="staff-card__status" role="status">
        {status}
      </p>
      {mutation.isError && !fieldErrorOf(mutation.error) ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('bookshopArea.actionError'))}
        </p>
      ) : null}
    </section>
  );
}
