import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FieldShell, TextAreaField } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import type { Translate } from '../../../i18n/translate';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { useCountries } from '../../../lib/countries';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import {
  useAdminBookshops,
  useCloseBookshop,
  useCreateBookshop,
  type AdminBookshop,
  type CreatedBookshop,
  type NewBookshopInput,
} from '../api/bookshops';
import { errorText } from '../../../components/forms/error-text';
import { dayOf } from '../form-values';
import { BusyLabel } from '../../../components/forms/busy-label';
import { LoadState } from './load-state';

const EMPTY: NewBookshopInput = {
  name: '',
  city: '',
  countryCode: 'IT',
  description: '',
  staffEmail: '',
  staffFirstName: '',
  staffLastName: '',
};

/** The bookshop's fields and its first staff's, each asked but the description. */
function bookshopSchema(t: Translate) {
  const required = z.string().refine((text) => text.trim() !== '', t('admin.required'));
  return z.object({
    name: required,
    city: required,
    countryCode: required,
    description: z.string(),
    staffEmail: required,
    staffFirstName: required,
    staffLastName: required,
  }) satisfies z.ZodType<NewBookshopInput, NewBookshopInput>;
}

type TextField = Exclude<keyof NewBookshopInput, 'countryCode' | 'description'>;

/** A new bookshop with its first staff account; the one-time password is shown once here. */
function CreateBookshopForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const countries = useCountries(lang);
  const mutation = useCreateBookshop();
  const schema = useMemo(() => bookshopSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewBookshopInput>({
    resolver: firstProblemResolver(schema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const [created, setCreated] = useState<CreatedBookshop | null>(null);
  const id = useId();
  const busy = mutation.isPending;

  const onSubmit = handleSubmit((form) => {
    setCreated(null);
    mutation.reset();
    mutation.mutate(form, {
      onSuccess: (answer) => {
        setCreated(answer);
        reset(EMPTY);
        toast.success(
          t('admin.bookshops.created', { name: answer.bookshop.name, email: answer.staffEmail }),
        );
      },
    });
  });

  const field = (key: TextField, label: string, type: 'text' | 'email' = 'text') => (
    <FieldShell label={label} error={errors[key]?.message} announce>
      {(control) => (
        <input
          {...control}
          type={type}
          required
          disabled={busy}
          autoComplete="off"
          {...register(key)}
        />
      )}
    </FieldShell>
  );

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.bookshops.createHeading')}</h3>
      <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {field('name', t('admin.bookshops.name'))}
        {field('city', t('admin.bookshops.city'))}
        <FieldShell
          label={t('admin.bookshops.country')}
          error={errors.countryCode?.message}
          announce
        >
          {(control) => (
            <select {...control} required disabled={busy} {...register('countryCode')}>
              {(countries.data ?? [{ code: 'IT', name: 'Italia' }]).map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <TextAreaField
          className="admin-form__wide"
          label={t('admin.bookshops.description')}
          registration={register('description')}
          disabled={busy}
        />
        {field('staffEmail', t('admin.bookshops.staffEmail'), 'email')}
        {field('staffFirstName', t('admin.bookshops.staffFirstName'))}
        {field('staffLastName', t('admin.bookshops.staffLastName'))}
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('admin.bookshops.create')}</BusyLabel>
          </button>
        </div>
      </form>
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('admin.actionError'))}
        </p>
      ) : null}
      <div role="status">
        {created ? (
          <div className="admin-password">
            <p>
              {t('admin.bookshops.created', {
                name: created.bookshop.name,
                email: created.staffEmail,
              })}
            </p>
            <p>
              {t('admin.bookshops.passwordLabel')}:{' '}
              <code className="admin-password__value">{created.oneTimePassword}</code>
            </p>
            <p>{t('admin.bookshops.passwordNote')}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function stateOf(shop: AdminBookshop, lang: Lang, t: ReturnType<typeof useTranslation>['t']) {
  if (shop.closedAt)
    return t('admin.bookshops.closed', { date: formatDate(dayOf(shop.closedAt), lang) });
  if (shop.vacationEnd)
    return t('admin.bookshops.onVacation', { date: formatDate(shop.vacationEnd, lang) });
  return t('admin.bookshops.open');
}

/** Closing asks once more, in place: the books of a closed bookshop can no longer be bought. */
function CloseBookshop({ shop }: { shop: AdminBookshop }) {
  const { t } = useTranslation();
  const mutation = useCloseBookshop();
  const [confirming, setConfirming] = useState(false);
  const busy = mutation.isPending;
  if (shop.closedAt) return null;
  if (!confirming) {
    return (
      <button
        type="button"
        className="button admin-button--secondary"
        aria-label={t('admin.bookshops.closeLabel', { name: shop.name })}
        onClick={() => setConfirming(true)}
      >
        {t('admin.bookshops.close')}
      </button>
    );
  }
  return (
    <div className="admin-confirm">
      <p>{t('admin.bookshops.closeWarning', { name: shop.name })}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() =>
          mutation.mutate(shop.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('admin.bookshops.closedDone', { name: shop.name }));
            },
          })
        }
      >
        <BusyLabel busy={busy}>{t('admin.bookshops.confirmClose')}</BusyLabel>
      </button>
      <button
        type="button"
        className="button admin-button--secondary"
        disabled={busy}
        onClick={() => setConfirming(false)}
      >
        {t('admin.cancel')}
      </button>
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('admin.actionError'))}
        </p>
      ) : null}
    </div>
  );
}

/** Every bookshop, open and closed, with its staff; a new one created here. */
export function BookshopsPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const { data: shops, isPending, isError, error, refetch } = useAdminBookshops();

  return (
    <div className="admin-panel">
      <CreateBookshopForm lang={lang} />
      <section className="admin-card" aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`}>{t('admin.bookshops.listHeading')}</h3>
        {isPending || isError ? (
          <LoadState isPending={isPending} error={error} retry={() => void refetch()} />
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">{t('admin.bookshops.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.bookshops.colName')}</th>
                  <th scope="col">{t('admin.bookshops.colCity')}</th>
                  <th scope="col">{t('admin.bookshops.colStaff')}</th>
                  <th scope="col">{t('admin.bookshops.colState')}</th>
                  <th scope="col">{t('admin.bookshops.colActions')}</th>
                </tr>
              </thead>
              <tbody>
                {shops.map((shop) => (
                  <tr key={shop.id}>
                    <th scope="row">{shop.name}</th>
                    <td>
                      {shop.city} ({shop.countryCode})
                    </td>
                    <td>
                      {shop.staffEmails.length > 0
                        ? shop.staffEmails.join(', ')
                        : t('admin.bookshops.noStaff')}
                    </td>
                    <td>{stateOf(shop, lang, t)}</td>
                    <td>
                      <CloseBookshop shop={shop} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
