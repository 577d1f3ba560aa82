import type { RefObject } from 'react';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatEur } from '../../../lib/money';
import { useCancelOrderPart } from '../api/cancel-order-part';
import type { MyOrderPart } from '../api/get-my-orders';
import { canCancel, cancelFailureOf } from '../my-orders-words';
import { CancelAction } from './cancel-action';

/** The buyer's cancellation of a part no bookshop has accepted yet, refunded whole. */
export function CancelPart({
  part,
  lang,
  headingRef,
}: {
  part: Pick<MyOrderPart, 'id' | 'status' | 'bookshop'>;
  lang: Lang;
  /** Where the focus goes when the buttons are gone (the part's heading, tabIndex -1). */
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const bookshop = part.bookshop.name;
  const mutation = useCancelOrderPart();

  let failure: string | null = null;
  if (mutation.isError) {
    const reason = cancelFailureOf(mutation.error);
    failure = 'key' in reason ? t(reason.key, { bookshop }) : reason.message;
  }
  return (
    <CancelAction
      cancellable={canCancel(part)}
      words={{
        button: t('myOrders.cancel.button'),
        buttonDetail: t('myOrders.cancel.buttonBookshop', { bookshop }),
        question: t('myOrders.cancel.question', { bookshop }),
        explanation: t('myOrders.cancel.explanation'),
        confirm: t('myOrders.cancel.confirm'),
        keep: t('myOrders.cancel.keep'),
        working: t('myOrders.cancel.working'),
      }}
      busy={mutation.isPending}
      done={
        mutation.isSuccess
          ? t('myOrders.cancel.done', { bookshop, amount: formatEur(mutation.data.refunded, lang) })
          : ''
      }
      failure={failure}
      onStart={() => mutation.reset()}
      // The orders have been read again by then (useCancelOrderPart): the part shows as it is.
      onConfirm={(settled) => mutation.mutate({ partId: part.id }, { onSettled: settled })}
      headingRef={headingRef}
    />
  );
}
