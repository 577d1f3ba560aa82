import { useId, useRef, useState, type FormEvent } from 'react';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/dates';
import { formatEur } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { BusyLabel } from '../../../components/forms/busy-label';
import { errorText } from '../../../components/forms/error-text';
import {
  RETURN_STATES,
  useBookshopReturns,
  useReturnAction,
  type ReturnAction,
  type ReturnState,
  type StaffReturn,
} from '../api/returns';
import { ListState } from './list-state';
import { Pager } from './pager';

function isReturnState(value: string): value is ReturnState {
  return (RETURN_STATES as readonly string[]).includes(value);
}

/**
 * One return to handle (docs/spec/withdrawal-and-returns.md §2): the books the buyer sends
 * back, why, by when the refund is due, and the moves its state allows.
 */
function ReturnCard({ item, lang }: { item: StaffReturn; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const mutation = useReturnAction(item.id);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const busy = mutation.isPending;
  const number = item.orderNumber;

  const run = (action: ReturnAction) => {
    mutation.reset();
    mutation.mutate(action, {
      onSuccess: () => {
        const done = {
          accept: t('bookshopArea.returns.done.accepted', { number }),
          refuse: t('bookshopArea.returns.done.refused', { number }),
          received: t('bookshopArea.returns.done.received', { number }),
        };
        toast.success(done[action.kind]);
        setRefusing(false);
        headingRef.current?.focus();
      },
    });
  };
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    setMissing(false);
    run({ kind: 'refuse', reason: reason.trim() });
  };

  return (
    <article className="staff-part" aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="staff-part__heading">
        {t('bookshopArea.returns.heading', { number, bookshop: item.bookshop.name })}
      </h3>
      <dl className="staff-part__facts">
        <div>
          <dt>{t('bookshopArea.status')}</dt>
          <dd>{t(`bookshopArea.returns.states.${item.state}`)}</dd>
        </div>
        <div>
          <dt>{t('bookshopArea.returns.requestedAt')}</dt>
          <dd>{formatDateTime(item.requestedAt, lang)}</dd>
        </div>
        <div>
          <dt>{t('bookshopArea.returns.refundDueBy')}</dt>
          <dd>
            {formatDateTime(item.refundDueBy, lang)}
            {item.overdue ? (
              <strong className="staff-return__overdue">
                {' '}
                {t('bookshopArea.returns.overdue')}
              </strong>
            ) : null}
          </dd>
        </div>
        {item.reason ? (
          <div>
            <dt>{t('bookshopArea.returns.reason')}</dt>
            <dd>
              <q>{item.reason}</q>
            </dd>
          </div>
        ) : null}
        {item.refusalReason ? (
          <div>
            <dt>{t('bookshopArea.returns.refusal')}</dt>
            <dd>
              <q>{item.refusalReason}</q>
            </dd>
          </div>
        ) : null}
        {item.refund ? (
          <div>
            <dt>{t('bookshopArea.returns.refund')}</dt>
            <dd>{formatEur(item.refund, lang)}</dd>
          </div>
        ) : null}
      </dl>
      <table className="staff-lines">
        <caption className="visually-hidden">
          {t('bookshopArea.returns.linesCaption', { number })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('bookshopArea.lineTitle')}</th>
            <th scope="col">{t('bookshopArea.lineQty')}</th>
          </tr>
        </thead>
        <tbody>
          {item.lines.map((line) => (
            <tr key={line.lineId}>
              <th scope="row">{line.title}</th>
              <td>{line.qty}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {!refusing ? (
        <div className="staff-part__actions">
          {item.state === 'REQUESTED' ? (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => run({ kind: 'accept' })}
              >
                <BusyLabel busy={busy}>{t('bookshopArea.returns.accept')}</BusyLabel>
              </button>
              <button
                type="button"
                className="button staff-button--secondary"
                disabled={busy}
                onClick={() => {
                  mutation.reset();
                  setRefusing(true);
                }}
              >
                {t('bookshopArea.returns.refuse')}
              </button>
            </>
          ) : null}
          {item.state === 'ACCEPTED' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => run({ kind: 'received' })}
            >
              <BusyLabel busy={busy}>{t('bookshopArea.returns.received')}</BusyLabel>
            </button>
          ) : null}
        </div>
      ) : (
        <form className="staff-form" onSubmit={refuse} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-reason`}>
              {t('bookshopArea.returns.refusalLabel')}
            </label>
            <textarea
              id={`${id}-reason`}
              ref={reasonRef}
              className="field__input"
              rows={3}
              maxLength={500}
              value={reason}
              autoFocus
              aria-invalid={missing}
              aria-describedby={missing ? `${id}-missing` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {missing ? (
              <p id={`${id}-missing`} className="field__error">
                {t('bookshopArea.returns.refusalRequired')}
              </p>
            ) : null}
          </div>
          <div className="staff-part__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              <BusyLabel busy={busy}>{t('bookshopArea.returns.confirmRefuse')}</BusyLabel>
            </button>
            <button
              type="button"
              className="button staff-button--secondary"
              disabled={busy}
              onClick={() => {
                setRefusing(false);
                headingRef.current?.focus();
              }}
            >
              {t('bookshopArea.returns.keep')}
            </button>
          </div>
        </form>
      )}

      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('bookshopArea.actionError'))}
        </p>
      ) : null}
    </article>
  );
}

/**
 * The returns to handle (docs/spec/withdrawal-and-returns.md §7): the bookshop's (every
 * bookshop's for the administrator), open ones first, the earliest refund due first, filtered
 * by state, a page at a time.
 */
export function ReturnsSection({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<ReturnState | null>(null);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch, isFetching } = useBookshopReturns(state, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let results;
  if (isPending || isError) {
    results = <ListState pending={isPending} error={error} onRetry={() => void refetch()} />;
  } else {
    results = (
      <>
        {data.items.length === 0 ? (
          <p className="staff-area__status">{t('bookshopArea.returns.empty')}</p>
        ) : (
          <ul className="staff-parts">
            {data.items.map((item) => (
              <li key={item.id}>
                <ReturnCard item={item} lang={lang} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          words={{
            label: t('bookshopArea.returns.pages'),
            previous: t('bookshopArea.orders.previous'),
            next: t('bookshopArea.orders.next'),
            position: t('bookshopArea.orders.pageOf', { page, pages }),
          }}
        />
      </>
    );
  }

  return (
    <section
      className="staff-area__orders"
      aria-labelledby={`${id}-returns`}
      aria-busy={isPending || isFetching}
    >
      <h2 id={`${id}-returns`}>{t('bookshopArea.returns.sectionHeading')}</h2>
      <div className="field staff-form staff-form--inline">
        <label className="field__label" htmlFor={`${id}-state`}>
          {t('bookshopArea.returns.filterLabel')}
        </label>
        <select
          id={`${id}-state`}
          className="field__input"
          value={state ?? ''}
          onChange={(event) => {
            setState(isReturnState(event.target.value) ? event.target.value : null);
            setPage(1);
          }}
        >
          <option value="">{t('bookshopArea.filterAll')}</option>
          {RETURN_STATES.map((code) => (
            <option key={code} value={code}>
              {t(`bookshopArea.returns.states.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="staff-card__status" role="status">
        {data ? t('bookshopArea.returns.found', { count: data.total }) : null}
      </p>
      {results}
    </section>
  );
}
