import { useId, useState } from 'react';
import { formatIban } from '@scaffale/domain/iban';
import { BusyLabel } from '../../../components/forms/busy-label';
import { errorText, fieldErrorOf } from '../../../components/forms/error-text';
import { FieldShell } from '../../../components/forms/fields';
import type { Lang } from '../../../config/languages';
import type { Translate } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import {
  useDecideIdentityChange,
  usePendingIdentityChanges,
  type IdentityChange,
} from '../api/identity-changes';
import { ListCard } from './list-card';

type Values = IdentityChange['current'];

/** The approved part's fields as rows: what is in force beside what is asked. */
function rowsOf(values: Values, t: Translate): [string, string][] {
  const office = values.registeredAddress;
  return [
    [t('admin.identity.legalName'), values.legalName ?? '—'],
    [t('admin.identity.vatNumber'), values.vatNumber ?? '—'],
    [t('admin.identity.taxCode'), values.taxCode ?? '—'],
    [
      t('admin.identity.registeredOffice'),
      office
        ? [office.street, office.postalCode, office.city, office.province, office.country]
            .filter(Boolean)
            .join(', ')
        : '—',
    ],
    [t('admin.identity.iban'), values.iban ? formatIban(values.iban) : '—'],
  ];
}

function ChangeCard({ change, lang }: { change: IdentityChange; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const decide = useDecideIdentityChange();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const current = rowsOf(change.current, t);
  const proposed = rowsOf(change.proposed, t);
  const busy = decide.isPending;
  const name = change.bookshop.name;

  const approve = () =>
    decide.mutate(
      { id: change.id, reason: null },
      { onSuccess: () => toast.success(t('admin.identity.approved', { bookshop: name })) },
    );
  const reject = () => {
    if (reason.trim() === '') {
      setReasonError(t('admin.identity.reasonRequired'));
      return;
    }
    setReasonError(null);
    decide.mutate(
      { id: change.id, reason },
      {
        onSuccess: () => toast.success(t('admin.identity.rejected', { bookshop: name })),
        onError: (error) => setReasonError(fieldErrorOf(error)?.message ?? null),
      },
    );
  };

  return (
    <article className="admin-identity-change" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{name}</h4>
      <p>
        {t('admin.identity.asked', {
          who: change.requestedBy ?? '—',
          date: formatDateTime(change.requestedAt, lang),
        })}
      </p>
      <table className="admin-table">
        <caption className="visually-hidden">
          {t('admin.identity.caption', { bookshop: name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.identity.colField')}</th>
            <th scope="col">{t('admin.identity.colCurrent')}</th>
            <th scope="col">{t('admin.identity.colProposed')}</th>
          </tr>
        </thead>
        <tbody>
          {current.map(([label, value], i) => {
            const asked = proposed[i]?.[1] ?? '—';
            return (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
                <td>{asked === value ? asked : <strong>{asked}</strong>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="admin-identity-change__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-label={t('admin.identity.approveLabel', { bookshop: name })}
          onClick={approve}
        >
          <BusyLabel busy={busy && decide.variables?.reason === null}>
            {t('admin.identity.approve')}
          </BusyLabel>
        </button>
        <FieldShell label={t('admin.identity.reason')} error={reasonError} announce>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={500}
              value={reason}
              disabled={busy}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FieldShell>
        <button
          type="button"
          className="button admin-button--secondary"
          disabled={busy}
          aria-label={t('admin.identity.rejectLabel', { bookshop: name })}
          onClick={reject}
        >
          <BusyLabel busy={busy && decide.variables?.reason !== null}>
            {t('admin.identity.reject')}
          </BusyLabel>
        </button>
      </div>
      {decide.isError && !fieldErrorOf(decide.error) ? (
        <p className="form__alert" role="alert">
          {errorText(decide.error, t('admin.actionError'))}
        </p>
      ) : null}
    </article>
  );
}

/** The changes of bookshops' IBAN and legal data awaiting a decision, the oldest first. */
export function IdentityChangesPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const query = usePendingIdentityChanges();
  return (
    <ListCard
      heading={t('admin.identity.heading')}
      intro={t('admin.identity.intro')}
      empty={t('admin.identity.empty')}
      query={query}
    >
      {(changes) => (
        <div className="admin-identity-changes">
          {changes.map((change) => (
            <ChangeCard key={change.id} change={change} lang={lang} />
          ))}
        </div>
      )}
    </ListCard>
  );
}
