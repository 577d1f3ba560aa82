import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Lang } from '../../../config/languages';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatEur, parseCents } from '../../../lib/money';
import {
  PART_STATUS_KEYS,
  SHIPPING_KEYS,
  lineStatePhrases,
  wordKey,
} from '../../../lib/order-words';
import { toast } from '../../../lib/toast';
import { bookshopOrdersKey, type BookshopPart } from '../api/bookshop-orders';
import { runPartAction, type PartAction } from '../api/part-actions';
import { errorText } from '../../../components/forms/error-text';
import { formatDateTime } from '../../../lib/dates';
import { BusyLabel } from '../../../components/forms/busy-label';
import { FormActions } from './form-actions';
import { PartDetailsFacts } from './part-details-facts';
import { RejectLinesForm } from './reject-lines-form';
import { ScrollRegion } from './scroll-region';

type OpenForm = 'none' | 'reject' | 'ship';

/** One order part of the bookshop: what it holds and the moves its state allows. */
export function OrderPartCard({ part, lang }: { part: BookshopPart; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<OpenForm>('none');
  const [carrier, setCarrier] = useState('');
  const [trackingCode, setTrackingCode] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  // The shipping form opens on its first field, for the keyboard (the rejection's does so
  // itself).
  useEffect(() => {
    if (open === 'ship') firstFieldRef.current?.focus();
  }, [open]);

  const mutation = useMutation({
    mutationFn: (action: PartAction) => runPartAction(part.id, action),
    onSuccess: (updated, action) => {
      const number = updated.orderNumber;
      const messages = {
        accept: t('bookshopArea.done.accepted', { number }),
        reject: t('bookshopArea.done.rejected', {
          number,
          amount: formatEur(updated.refunded, lang),
        }),
        ship: t('bookshopArea.done.shipped', { number }),
        ready: t('bookshopArea.done.ready', { number }),
        collected: t('bookshopArea.done.collected', { number }),
      };
      toast.success(messages[action.kind]);
      setOpen('none');
      setFormError(null);
      void queryClient.invalidateQueries({ queryKey: bookshopOrdersKey });
      // The buttons just used may be gone: keep the keyboard in this part.
      headingRef.current?.focus();
    },
  });
  const busy = mutation.isPending;
  const run = (action: PartAction) => {
    mutation.reset();
    mutation.mutate(action);
  };

  const shippingKey = SHIPPING_KEYS[part.shipping];
  const statusKey = wordKey(PART_STATUS_KEYS, part.status);

  const openForm = (form: OpenForm) => {
    mutation.reset();
    setFormError(null);
    setOpen(form);
  };
  const closeForm = () => {
    setOpen('none');
    setFormError(null);
    headingRef.current?.focus();
  };

  const onShip = (event: FormEvent) => {
    event.preventDefault();
    if (carrier.trim() === '') return setFormError(t('bookshopArea.carrierRequired'));
    if (trackingCode.trim() === '') return setFormError(t('bookshopArea.trackingRequired'));
    setFormError(null);
    run({ kind: 'ship', carrier: carrier.trim(), trackingCode: trackingCode.trim() });
  };

  return (
    <article className="staff-part" aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="staff-part__heading">
        {t('bookshopArea.partHeading', { number: part.orderNumber })}
      </h3>
      <dl className="staff-part__facts">
        <div>
          <dt>{t('bookshopArea.status')}</dt>
          <dd className={`staff-status staff-status--${part.status.toLowerCase()}`}>
            {statusKey ? t(statusKey) : part.status}
          </dd>
        </div>
        {part.confirmBy && part.status === 'TO_CONFIRM' ? (
          <div>
            <dt>{t('bookshopArea.confirmBy')}</dt>
            <dd>
              <time dateTime={part.confirmBy}>{formatDateTime(part.confirmBy, lang)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('bookshopArea.shipping')}</dt>
          <dd>{t(shippingKey)}</dd>
        </div>
        <div>
          <dt>{t('bookshopArea.shippingCost')}</dt>
          <dd>{formatEur(part.shippingCost, lang)}</dd>
        </div>
        {parseCents(part.refunded) !== 0 ? (
          <div>
            <dt>{t('bookshopArea.refunded')}</dt>
            <dd>{formatEur(part.refunded, lang)}</dd>
          </div>
        ) : null}
        {part.refundReason ? (
          <div>
            <dt>{t('orderWords.refundReason')}</dt>
            <dd>
              <q>{part.refundReason}</q>
            </dd>
          </div>
        ) : null}
        {part.carrier ? (
          <div>
            <dt>{t('orderWords.carrier')}</dt>
            <dd>{part.carrier}</dd>
          </div>
        ) : null}
        {part.trackingCode ? (
          <div>
            <dt>{t('orderWords.trackingCode')}</dt>
            <dd>{part.trackingCode}</dd>
          </div>
        ) : null}
        {part.details ? <PartDetailsFacts details={part.details} lang={lang} /> : null}
      </dl>

      <ScrollRegion labelledBy={`${id}-lines`}>
        <table className="staff-lines">
          <caption id={`${id}-lines`} className="visually-hidden">
            {t('bookshopArea.linesCaption', { number: part.orderNumber })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('bookshopArea.lineTitle')}</th>
              <th scope="col" className="staff-lines__number">
                {t('bookshopArea.lineQty')}
              </th>
              <th scope="col" className="staff-lines__number">
                {t('bookshopArea.linePrice')}
              </th>
              <th scope="col">{t('bookshopArea.lineState')}</th>
            </tr>
          </thead>
          <tbody>
            {part.lines.map((line) => (
              <tr key={line.id} className={line.rejected ? 'staff-lines__rejected' : undefined}>
                <th scope="row" className="staff-lines__title">
                  {line.product.title}
                </th>
                <td className="staff-lines__number">{line.qty}</td>
                <td className="staff-lines__number">{formatEur(line.price, lang)}</td>
                <td>
                  {lineStatePhrases(line, part.status)
                    .map((phrase) => t(phrase.key, phrase.values))
                    .join(' · ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <p className="staff-part__slip">
        <Link to={paths.packingSlip(lang, part.id)}>
          {t('bookshopArea.details.slipLink')}
          <span className="visually-hidden">
            {' '}
            {t('bookshopArea.details.slipLinkOrder', { number: part.orderNumber })}
          </span>
        </Link>
      </p>

      {open === 'none' ? (
        <div className="staff-part__actions">
          {part.status === 'TO_CONFIRM' ? (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => run({ kind: 'accept' })}
              >
                <BusyLabel busy={busy}>{t('bookshopArea.accept')}</BusyLabel>
              </button>
              <button
                type="button"
                className="button staff-button--secondary"
                disabled={busy}
                onClick={() => openForm('reject')}
              >
                {t('bookshopArea.reject')}
              </button>
            </>
          ) : null}
          {part.status === 'ACCEPTED' && part.shipping === 'Shop_pickup' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => run({ kind: 'ready' })}
            >
              <BusyLabel busy={busy}>{t('bookshopArea.ready')}</BusyLabel>
            </button>
          ) : null}
          {part.status === 'ACCEPTED' && part.shipping !== 'Shop_pickup' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => openForm('ship')}
            >
              {t('bookshopArea.ship')}
            </button>
          ) : null}
          {part.status === 'READY_FOR_PICKUP' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => run({ kind: 'collected' })}
            >
              <BusyLabel busy={busy}>{t('bookshopArea.collected')}</BusyLabel>
            </button>
          ) : null}
        </div>
      ) : null}

      {open === 'reject' ? (
        <RejectLinesForm
          part={part}
          busy={busy}
          onReject={(input) => run({ kind: 'reject', ...input })}
          onCancel={closeForm}
        />
      ) : null}

      {open === 'ship' ? (
        <form className="staff-form" onSubmit={onShip} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-carrier`}>
              {t('orderWords.carrier')}
            </label>
            <input
              id={`${id}-carrier`}
              className="field__input"
              ref={firstFieldRef}
              required
              maxLength={100}
              value={carrier}
              disabled={busy}
              onChange={(event) => setCarrier(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-tracking`}>
              {t('orderWords.trackingCode')}
            </label>
            <input
              id={`${id}-tracking`}
              className="field__input"
              required
              maxLength={100}
              value={trackingCode}
              disabled={busy}
              onChange={(event) => setTrackingCode(event.target.value)}
            />
          </div>
          <FormActions busy={busy} submit={t('bookshopArea.confirmShip')} onCancel={closeForm} />
        </form>
      ) : null}

      {formError ? (
        <p className="form__alert" role="alert">
          {formError}
        </p>
      ) : null}
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('bookshopArea.actionError'))}
        </p>
      ) : null}
    </article>
  );
}
