import type { RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useCancelUnpaidOrder } from '../api/cancel-unpaid-order';
import type { MyOrder } from '../api/get-my-orders';
import { canCancelOrder, cancelFailureOf } from '../my-orders-words';
import { CancelAction } from './cancel-action';

/**
 * The buyer's cancellation of a whole order still waiting for its payment (the bank transfer
 * not made, a card or PayPal payment not finished): its books go back on sale, the code and
 * the Borsellino credit it used come back.
 */
export function CancelOrder({
  order,
  headingRef,
}: {
  order: Pick<MyOrder, 'number' | 'status'>;
  /** Where the focus goes when the buttons are gone (the order's heading, tabIndex -1). */
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const number = order.number;
  const mutation = useCancelUnpaidOrder();

  let failure: string | null = null;
  if (mutation.isError) {
    const reason = cancelFailureOf(mutation.error, 'myOrders.cancelOrder.error');
    failure = 'key' in reason ? t(reason.key, { number }) : reason.message;
  }
  return (
    <CancelAction
      cancellable={canCancelOrder(order)}
      words={{
        button: t('myOrders.cancelOrder.button'),
        buttonDetail: number,
        question: t('myOrders.cancelOrder.question', { number }),
        explanation: t(
          order.status === 'awaiting_transfer'
            ? 'myOrders.cancelOrder.explanationTransfer'
            : 'myOrders.cancelOrder.explanation',
        ),
        confirm: t('myOrders.cancelOrder.confirm'),
        keep: t('myOrders.cancelOrder.keep'),
        working: t('myOrders.cancel.working'),
      }}
      busy={mutation.isPending}
      done={mutation.isSuccess ? t('myOrders.cancelOrder.done', { number }) : ''}
      failure={failure}
      onStart={() => mutation.reset()}
      onConfirm={(settled) => mutation.mutate(number, { onSettled: settled })}
      headingRef={headingRef}
    />
  );
}
