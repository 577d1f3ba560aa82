import { useId, useState, type FormEvent } from 'react';
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

const REQUIRED: readonly (keyof NewBookshopInput)[] = [
  'name',
  'city',
  'countryCode',
  'staffEmail',
  'staffFirstName',
  'staffLastName',
];

/** A new bookshop with its first staff account; the one-time password is shown once here. */
function CreateBookshopForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const countries = useCountries(lang);
  const mutation = useCreateBookshop();
  const [form, setForm] = useState<NewBookshopInput>(EMPTY);
  const [missing, setMissing] = useState(false);
  const [created, setCreated] = useState<CreatedBookshop | null>(null);
  const busy = mutation.isPending;
  const blank = (key: keyof NewBookshopInput) => form[key].trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = REQUIRED.some(blank);
    setMissing(incomplete);
    if (incomplete) return;
    setCreated(null);
    mutation.reset();
    mutation.mutate(form, {
      onSuccess: (answer) => {
        setCreated(answer);
        setForm(EMPTY);
        setMissing(false);
        toast.success(
          t('admin.bookshops.created', { name: answer.bookshop.name, email: answer.staffEmail }),
        );
      },
    });
  };

  const field = (key: keyof NewBookshopInput, label: string, type = 'text') => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="field__input"
        type={type}
        required
        value={form[key]}
        disabled={busy}
        aria-invalid={missing && blank(key)}
        autoComplete="off"
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      />
    </div>
  );

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.bookshops.createHeading')}</h3>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        {field('name', t('admin.bookshops.name'))}
        {field('city', t('admin.bookshops.city'))}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-country`}>
            {t('admin.bookshops.country')}
          </label>
          <select
            id={`${id}-country`}
            className="field__input"
            required
            value={form.countryCode}
            disabled={busy}
            onChange={(event) => setForm({ ...form, countryCode: event.target.value })}
          >
            {(countries.data ?? [{ code: 'IT', name: 'Italia' }]).map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field admin-form__wide">
          <label className="field__label" htmlFor={`${id}-description`}>
            {t('admin.bookshops.description')}
          </label>
          <textarea
            id={`${id}-description`}
            className="field__input"
            rows={3}
            value={form.description}
            disabled={busy}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
          />
        </div>
        {field('staffEmail', t('admin.bookshops.staffEmail'), 'email')}
        {field('staffFirstName', t('admin.bookshops.staffFirstName'))}
        {field('staffLastName', t('admin.bookshops.staffLastName'))}
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('admin.bookshops.create')}</BusyLabel>
          </button>
        </div>
      </form>
      {missing ? (
        <p className="form__alert" role="alert">
          {t('admin.required')}
        </p>
      ) : null}
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
