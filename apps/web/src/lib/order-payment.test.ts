import { describe, expect, it } from 'vitest';
import { paidWays, paymentInWords } from './order-payment';

describe('paidWays', () => {
  it('shows the Borsellino and the method apart when both paid', () => {
    expect(paidWays({ storeCredit: '3.00', paidByMethod: '6.50' })).toEqual([
      { way: 'wallet', amount: '3.00' },
      { way: 'method', amount: '6.50' },
    ]);
  });

  it('shows the one way that paid it all', () => {
    expect(paidWays({ storeCredit: '6.75', paidByMethod: '0.00' })).toEqual([
      { way: 'wallet', amount: '6.75' },
    ]);
    expect(paidWays({ storeCredit: '0.00', paidByMethod: '9.50' })).toEqual([
      { way: 'method', amount: '9.50' },
    ]);
    expect(paidWays({ storeCredit: '0.00', paidByMethod: '0.00' })).toEqual([
      { way: 'method', amount: '0.00' },
    ]);
  });
});

describe('paymentInWords', () => {
  const names = { wallet: 'Borsellino', method: 'Carta di credito' };

  it('names the one way that paid, or each way with its share', () => {
    expect(paymentInWords({ storeCredit: '0.00', paidByMethod: '9.50' }, names, 'it')).toBe(
      'Carta di credito',
    );
    expect(paymentInWords({ storeCredit: '6.75', paidByMethod: '0.00' }, names, 'it')).toBe(
      'Borsellino',
    );
    expect(paymentInWords({ storeCredit: '3.00', paidByMethod: '6.50' }, names, 'it')).toBe(
      'Borsellino 3,00\u00a0€ + Carta di credito 6,50\u00a0€',
    );
    expect(
      paymentInWords(
        { storeCredit: '3.00', paidByMethod: '6.50' },
        { wallet: 'Wallet', method: 'Card' },
        'en',
      ),
    ).toBe('Wallet €3.00 + Card €6.50');
  });
});
