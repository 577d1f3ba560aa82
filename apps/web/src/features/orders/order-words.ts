// The confirmation's words: shared with the buyer's orders page (lib/order-words).

export {
  METHOD_KEYS,
  ORDER_STATUS_KEYS as STATUS_KEYS,
  SHIPPING_KEYS,
  wordKey,
} from '../../lib/order-words';
