import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Lang } from '../../../config/languages';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { invoiceReady, partInvoiceUrl } from '../../../lib/invoices';
import { formatEur } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { bookshopOrdersKey, type BookshopPart } from '../api/bookshop-orders';
import { runPartAction, type PartAction } from '../api/part-actions';
import { errorText } from '../../../components/forms/error-text';
import { BusyLabel } from '../../../components/forms/busy-label';
import { PartFacts } from './part-facts';
import { PartLinesTable } from './part-lines-table';
import { RejectLinesForm } from './reject-lines-form';
import { ShipPartForm } from './ship-part-form';

type OpenForm = 'none' | 'reject' | 'ship';

/** One order part of the bookshop: what it holds and the moves its state allows. */
export function OrderPartCard({ part, lang }: { part: BookshopPart; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form open, if any: each opens on its first field, for the keyboard.
  const [open, setOpen] = useState<OpenForm>('none');

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

  const openForm = (form: OpenForm) => {
    mutation.reset();
    setOpen(form);
  };
  const closeForm = () => {
    setOpen('none');
    headingRef.current?.focus();
  };

  return (
    <article className="staff-part" aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="staff-part__heading">
        {t('bookshopArea.partHeading', { number: part.orderNumber })}
      </h3>
      <PartFacts part={part} lang={lang} />
      <PartLinesTable part={part} lang={lang} captionId={`${id}-lines`} />

      <p className="staff-part__slip">
        <Link to={paths.packingSlip(lang, part.id)}>
          {t('bookshopArea.details.slipLink')}
          <span className="visually-hidden">
            {' '}
            {t('bookshopArea.details.slipLinkOrder', { number: part.orderNumber })}
          </span>
        </Link>
      </p>
      {invoiceReady({ status: part.status, invoiceRequested: Boolean(part.details?.invoice) }) ? (
        <p className="staff-part__slip">
          <a href={partInvoiceUrl(part.id)} download>
            {t('bookshopArea.details.invoiceLink')}
            <span className="visually-hidden">
              {' '}
              {t('bookshopArea.details.slipLinkOrder', { number: part.orderNumber })}
            </span>
          </a>
        </p>
      ) : null}

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
        <ShipPartForm
          busy={busy}
          onShip={(shipment) => run({ kind: 'ship', ...shipment })}
          onCancel={closeForm}
        />
      ) : null}

      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('bookshopArea.actionError'))}
        </p>
      ) : null}
    </article>
  );
}
