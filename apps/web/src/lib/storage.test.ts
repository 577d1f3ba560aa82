import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_STORAGE_KEYS,
  forgetPlacedCheckout,
  readCheckoutPaymentMethod,
  startCheckout,
  writeCheckoutPaymentMethod,
} from './storage';

/** A browser's Storage, in memory: what the page's code reads and writes is all there is. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const K = CHECKOUT_STORAGE_KEYS;
const CHOICES = JSON.stringify({
  shippingAddressId: '7',
  notes: 'Citofono rotto',
  gift: true,
  billing: { invoice: true, billingId: 'A3' },
});

/** What a buyer leaves behind on the checkout before going back to the cart. */
function checkoutInProgress(): void {
  local.setItem(K.destCountry, '"FR"');
  local.setItem(K.selectedShippings, '[{"codelib":"1","shipping":"Express"}]');
  local.setItem(K.datiPa, '{"cig":"Z1234567890"}');
  local.setItem(K.shippingFormDraft, '{"etichetta":"Casa"}');
  local.setItem(K.choices, CHOICES);
  writeCheckoutPaymentMethod('STRIPE');
}

describe('proceeding from the cart (startCheckout)', () => {
  it('replaces the stored checkout data and forgets the draft and the payment method', () => {
    checkoutInProgress();
    startCheckout('IT', [{ codelib: '27', shipping: 'Standard' }]);
    expect(local.getItem(K.destCountry)).toBe('"IT"');
    expect(local.getItem(K.selectedShippings)).toBe('[{"codelib":"27","shipping":"Standard"}]');
    expect(local.getItem(K.datiPa)).toBeNull();
    expect(local.getItem(K.shippingFormDraft)).toBeNull();
    expect(readCheckoutPaymentMethod()).toBeNull();
    expect(session.getItem(K.paymentMethod)).toBeNull();
  });

  it("keeps the buyer's choices: saved notes, gift, address and invoice", () => {
    checkoutInProgress();
    startCheckout('IT', [{ codelib: '27', shipping: 'Standard' }]);
    expect(local.getItem(K.choices)).toBe(CHOICES);
  });
});

describe('an order placed (forgetPlacedCheckout)', () => {
  it('forgets everything the checkout kept, choices and method included', () => {
    checkoutInProgress();
    forgetPlacedCheckout();
    for (const key of [K.destCountry, K.selectedShippings, K.datiPa, K.shippingFormDraft]) {
      expect(local.getItem(key), key).toBeNull();
    }
    expect(local.getItem(K.choices)).toBeNull();
    expect(session.getItem(K.paymentMethod)).toBeNull();
  });
});

describe('the payment method', () => {
  it('is kept in the tab’s session storage, not shared with other tabs', () => {
    writeCheckoutPaymentMethod('STRIPE_WT');
    expect(session.getItem(K.paymentMethod)).toBe('"STRIPE_WT"');
    expect(local.getItem(K.paymentMethod)).toBeNull();
    expect(readCheckoutPaymentMethod()).toBe('STRIPE_WT');
  });

  it('none chosen forgets it', () => {
    writeCheckoutPaymentMethod('BRAINTREE');
    writeCheckoutPaymentMethod(null);
    expect(session.getItem(K.paymentMethod)).toBeNull();
    expect(readCheckoutPaymentMethod()).toBeNull();
  });

  it('reads as none when what is stored is not a method code', () => {
    for (const stored of ['"BITCOIN"', '42', 'null', '{"method":"STRIPE"}', 'not json']) {
      session.setItem(K.paymentMethod, stored);
      expect(readCheckoutPaymentMethod(), stored).toBeNull();
    }
  });
});
