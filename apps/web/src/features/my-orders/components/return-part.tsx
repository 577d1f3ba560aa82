import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/dates';
import { GraphQLRequestError } from '../../../lib/graphql';
import type { MyOrderPart } from '../api/get-my-orders';
import { useRequestReturn } from '../api/request-return';
import { dayOf } from '../my-orders-words';

/** Copies of a line the buyer still has: neither rejected by the bookshop nor returned. */
function keptOf(line: { qty: number; rejectedQty: number; returnedQty: number }): number {
  return Math.max(0, line.qty - line.rejectedQty - line.returnedQty);
}

/** Today's day, YYYY-MM-DD, on the shop's clock. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
}

/**
 * "Return books" on a delivered part its buyer may still withdraw from
 * (docs/spec/withdrawal-and-returns.md §7): a button opening, in place, the model withdrawal
 * form of Annex I(B) of Directive 2011/83/EU — the bookshop it goes to, the notice of
 * withdrawal, the books and copies chosen, when they were ordered and received, the date —
 * with an optional reason and a link to the printable model form.
 */
export function ReturnPart({
  part,
  orderedAt,
  lang,
  headingRef,
}: {
  part: MyOrderPart;
  /** ISO date-time the order was placed. */
  orderedAt: string;
  lang: Lang;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useRequestReturn();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const lines = part.lines.filter((line) => keptOf(line) > 0);
  const [copies, setCopies] = useState<Record<string, number>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, keptOf(line)])),
  );
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const bookshop = part.bookshop.name;

  if (!part.returnable && !mutation.isSuccess) return null;

  let failure: string | null = null;
  if (mutation.isError) {
    const error = mutation.error;
    failure =
      error instanceof GraphQLRequestError && error.translated && error.message.trim() !== ''
        ? error.message
        : t('myOrders.withdrawal.error');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = lines
      .map((line) => ({ lineId: line.id, qty: copies[line.id] ?? 0 }))
      .filter((line) => line.qty > 0);
    if (chosen.length === 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    mutation.mutate(
      { partId: part.id, lines: chosen, reason },
      {
        onSuccess: () => {
          setOpen(false);
          headingRef.current?.focus();
        },
      },
    );
  }

  const formId = `${id}-form`;
  return (
    <div className="return-part">
      <p className="return-part__status" role="status">
        {mutation.isSuccess ? t('myOrders.withdrawal.done', { bookshop }) : ''}
      </p>
      {part.returnable ? (
        <>
          {part.returnableUntil ? (
            <p className="return-part__until">
              {t('myOrders.withdrawal.until', {
                date: formatDate(part.returnableUntil, lang),
              })}
            </p>
          ) : null}
          <button
            ref={toggleRef}
            className="button button--secondary"
            type="button"
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => {
              mutation.reset();
              setOpen(!open);
            }}
          >
            {t('myOrders.withdrawal.button')}{' '}
            <span className="visually-hidden">
              {t('myOrders.withdrawal.buttonBookshop', { bookshop })}
            </span>
          </button>
        </>
      ) : null}
      <form
        id={formId}
        className="return-form"
        hidden={!open}
        aria-labelledby={`${id}-heading`}
        onSubmit={submit}
        noValidate
      >
        <h4 id={`${id}-heading`}>{t('myOrders.withdrawal.heading')}</h4>
        <dl className="return-form__facts">
          <div>
            <dt>{t('myOrders.withdrawal.recipient')}</dt>
            <dd>{bookshop}</dd>
          </div>
        </dl>
        <p>{t('myOrders.withdrawal.statement')}</p>
        <fieldset className="return-form__lines" aria-describedby={`${id}-invalid`}>
          <legend>{t('myOrders.withdrawal.linesLegend')}</legend>
          {lines.map((line) => {
            const kept = keptOf(line);
            const inputId = `${id}-line-${line.id}`;
            return (
              <div className="return-form__line" key={line.id}>
                <label htmlFor={inputId}>
                  {t('myOrders.withdrawal.copies', { title: line.product.title, kept })}
                </label>
                <input
                  id={inputId}
                  className="field__input return-form__qty"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={kept}
                  step={1}
                  value={copies[line.id] ?? 0}
                  onChange={(event) => {
                    const value = Math.trunc(Number(event.target.value));
                    const bounded = Number.isFinite(value) ? Math.min(kept, Math.max(0, value)) : 0;
                    setCopies({ ...copies, [line.id]: bounded });
                  }}
                />
              </div>
            );
          })}
          <p id={`${id}-invalid`} className="field__error" role="alert">
            {invalid ? t('myOrders.withdrawal.noCopies') : ''}
          </p>
        </fieldset>
        <dl className="return-form__facts">
          <div>
            <dt>{t('myOrders.withdrawal.orderedOn')}</dt>
            <dd>{formatDate(dayOf(orderedAt), lang)}</dd>
          </div>
          {part.deliveredAt ? (
            <div>
              <dt>{t('myOrders.withdrawal.receivedOn')}</dt>
              <dd>{formatDate(dayOf(part.deliveredAt), lang)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('myOrders.withdrawal.date')}</dt>
            <dd>{formatDate(today(), lang)}</dd>
          </div>
        </dl>
        <label className="field__label" htmlFor={`${id}-reason`}>
          {t('myOrders.withdrawal.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          className="field__input"
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="return-form__notes">{t('myOrders.withdrawal.notes')}</p>
        <p>
          <a href={`/${lang}/recesso/`} target="_blank" rel="noopener">
            {t('myOrders.withdrawal.modelForm')}
          </a>
        </p>
        {failure ? (
          <p className="form__alert" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="return-form__actions">
          <button
            className="button button--primary"
            type="submit"
            disabled={mutation.isPending}
            aria-describedby={mutation.isPending ? `${id}-working` : undefined}
          >
            {mutation.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            {t('myOrders.withdrawal.submit')}
          </button>
          {mutation.isPending ? (
            <span id={`${id}-working`} className="visually-hidden" role="status">
              {t('myOrders.withdrawal.working')}
            </span>
          ) : null}
          <button
            className="button button--ghost"
            type="button"
            onClick={() => {
              setOpen(false);
              toggleRef.current?.focus();
            }}
          >
            {t('myOrders.withdrawal.close')}
          </button>
        </div>
      </form>
    </div>
  );
}
