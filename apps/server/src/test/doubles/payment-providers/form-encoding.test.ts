import { describe, expect, it } from 'vitest';
import { keyPath, parseBracketForm } from './form-encoding.ts';

describe("the stand-in's reading of Stripe form bodies", () => {
  it('splits bracket names into a key path', () => {
    expect(keyPath('amount')).toEqual(['amount']);
    expect(keyPath('metadata[orderNumber]')).toEqual(['metadata', 'orderNumber']);
    expect(keyPath('a[b][0][c]')).toEqual(['a', 'b', '0', 'c']);
    expect(keyPath('broken[')).toEqual(['broken[']);
  });

  it('rebuilds nested objects and indexed arrays, leaves as strings', () => {
    const body =
      'amount=1250&currency=eur&metadata[orderNumber]=SC-7K4QXM' +
      '&allowed_payment_method_types[0]=customer_balance&allowed_payment_method_types[1]=card' +
      '&payment_method_options[customer_balance][bank_transfer][eu_bank_transfer][country]=IT' +
      '&receipt_email=mario.rossi%40example.com';
    expect(parseBracketForm(body)).toEqual({
      amount: '1250',
      currency: 'eur',
      metadata: { orderNumber: 'SC-7K4QXM' },
      allowed_payment_method_types: ['customer_balance', 'card'],
      payment_method_options: {
        customer_balance: { bank_transfer: { eu_bank_transfer: { country: 'IT' } } },
      },
      receipt_email: 'mario.rossi@example.com',
    });
  });

  it('accepts percent-encoded brackets too', () => {
    expect(parseBracketForm('metadata%5BorderNumber%5D=SC-1')).toEqual({
      metadata: { orderNumber: 'SC-1' },
    });
  });

  it('ignores names that would reach the object prototype', () => {
    const parsed = parseBracketForm('__proto__[polluted]=yes&a[constructor][x]=1&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
