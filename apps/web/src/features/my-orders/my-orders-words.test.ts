import { describe, expect, it } from 'vitest';
import {
  PART_STATUS_KEYS,
  SHIPPING_KEYS,
  dayOf,
  trackingOf,
  wasRefunded,
  wordKey,
} from './my-orders-words';

describe('my orders words', () => {
  it('names every part status of CONTRACT §7', () => {
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
      expect(wordKey(PART_STATUS_KEYS, status)).toMatch(/^myOrders\.statuses\./);
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
});
