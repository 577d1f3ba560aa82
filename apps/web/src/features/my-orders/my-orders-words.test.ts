import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql';
import {
  PART_STATUS_KEYS,
  SHIPPING_KEYS,
  canCancel,
  canCancelOrder,
  cancelFailureOf,
  dayOf,
  refundWhy,
  trackingOf,
  wasRefunded,
  wordKey,
  refundTermKey,
} from './my-orders-words';

describe('my orders words', () => {
  it('names every part status of docs/spec/order-parts-and-refunds.md §1', () => {
    for (const status of [
      'AWAITING_PAYMENT',
      'TO_CONFIRM',
      'ACCEPTED',
      'SHIPPED',
      'READY_FOR_PICKUP',
      'COLLECTED',
      'REJECTED',
      'CANCELLED',
    ]) {
      expect(wordKey(PART_STATUS_KEYS, status)).toMatch(/^orderWords\.statuses\./);
    }
  });

  it('answers null for an unknown or inherited code', () => {
    expect(wordKey(PART_STATUS_KEYS, 'LOST')).toBeNull();
    expect(wordKey(SHIPPING_KEYS, 'toString')).toBeNull();
    expect(wordKey(SHIPPING_KEYS, null)).toBeNull();
    expect(wordKey(SHIPPING_KEYS, 'Shop_pickup')).toBe('order.shippingTypes.shopPickup');
  });

  it('shows a refund only when something was given back', () => {
    expect(wasRefunded('0.00')).toBe(false);
    expect(wasRefunded('0')).toBe(false);
    expect(wasRefunded('12.50')).toBe(true);
    expect(wasRefunded('not money')).toBe(false);
  });

  it('shows the tracking once the bookshop gave a carrier or a code', () => {
    expect(trackingOf({ carrier: null, trackingCode: null })).toBeNull();
    expect(trackingOf({ carrier: ' ', trackingCode: '' })).toBeNull();
    expect(trackingOf({ carrier: 'BRT', trackingCode: 'X1' })).toEqual({
      carrier: 'BRT',
      trackingCode: 'X1',
    });
    expect(trackingOf({ carrier: null, trackingCode: 'X1' })).toEqual({
      carrier: null,
      trackingCode: 'X1',
    });
  });

  it('takes the calendar day of a date-time', () => {
    expect(dayOf('2026-11-25T19:33:40.000Z')).toBe('2026-11-25');
  });

  it('lets the buyer cancel a part only while the bookshop has not answered', () => {
    expect(canCancel({ status: 'TO_CONFIRM' })).toBe(true);
    for (const status of [
      'AWAITING_PAYMENT',
      'ACCEPTED',
      'SHIPPED',
      'READY_FOR_PICKUP',
      'COLLECTED',
      'REJECTED',
      'CANCELLED',
      'to_confirm',
    ]) {
      expect(canCancel({ status }), status).toBe(false);
    }
  });

  it('lets the buyer cancel a whole order only while it waits for its payment', () => {
    expect(canCancelOrder({ status: 'awaiting_transfer' })).toBe(true);
    expect(canCancelOrder({ status: 'pending' })).toBe(true);
    for (const status of ['paid', 'deferred', 'cancelled', 'fulfilled', 'AWAITING_TRANSFER']) {
      expect(canCancelOrder({ status }), status).toBe(false);
    }
  });

  it('names what a deferred payment gave back as deducted from what is owed, not refunded', () => {
    expect(refundTermKey('MANUAL')).toBe('myOrders.deducted');
    expect(refundTermKey('STRIPE')).toBe('myOrders.refunded');
    expect(refundTermKey('STORE_CREDIT')).toBe('myOrders.refunded');
  });

  it("says why a part was refunded: the bookshop's reason, a cancellation, or both", () => {
    expect(refundWhy({ status: 'SHIPPED', refunded: '0.00', refundReason: null })).toBeNull();
    expect(refundWhy({ status: 'TO_CONFIRM', refunded: '0.00', refundReason: '  ' })).toBeNull();
    expect(
      refundWhy({ status: 'SHIPPED', refunded: '9.50', refundReason: ' Copia rovinata ' }),
    ).toEqual({ reason: 'Copia rovinata', cancelled: false });
    expect(
      refundWhy({
        status: 'REJECTED',
        refunded: '21.00',
        refundReason: 'Esaurito; Copia rovinata',
      }),
    ).toEqual({ reason: 'Esaurito; Copia rovinata', cancelled: false });
    expect(refundWhy({ status: 'CANCELLED', refunded: '14.90', refundReason: null })).toEqual({
      reason: null,
      cancelled: true,
    });
    expect(refundWhy({ status: 'CANCELLED', refunded: '5.00', refundReason: 'Esaurito' })).toEqual({
      reason: 'Esaurito',
      cancelled: true,
    });
  });

  it('says nothing of a refund for an unpaid part cancelled', () => {
    expect(refundWhy({ status: 'CANCELLED', refunded: '0.00', refundReason: null })).toBeNull();
  });

  describe('a failed cancellation', () => {
    const refusal = (code: string | undefined, message: string, translated = true) =>
      new GraphQLRequestError({
        operationName: 'CancelOrderPart',
        message,
        code,
        status: 200,
        translated,
      });

    it('says the bookshop got there first when the part has moved on', () => {
      expect(cancelFailureOf(refusal('INVALID_TRANSITION', 'Transizione non valida'))).toEqual({
        key: 'myOrders.cancel.tooLate',
      });
    });

    it("shows the server's own translated text for any other refusal", () => {
      expect(cancelFailureOf(refusal('NOT_FOUND', 'Parte non trovata'))).toEqual({
        message: 'Parte non trovata',
      });
    });

    it("falls back to the page's words for a transport failure or an untranslated answer", () => {
      expect(
        cancelFailureOf(refusal(undefined, 'CancelOrderPart failed with HTTP 502', false)),
      ).toEqual({ key: 'myOrders.cancel.error' });
      expect(cancelFailureOf(refusal('INTERNAL', ' '))).toEqual({ key: 'myOrders.cancel.error' });
      expect(cancelFailureOf(new TypeError('Failed to fetch'))).toEqual({
        key: 'myOrders.cancel.error',
      });
      // The whole order's cancellation has words of its own.
      expect(
        cancelFailureOf(new TypeError('Failed to fetch'), 'myOrders.cancelOrder.error'),
      ).toEqual({ key: 'myOrders.cancelOrder.error' });
    });
  });
});
