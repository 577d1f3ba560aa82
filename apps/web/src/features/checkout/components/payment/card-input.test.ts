import { describe, expect, it } from 'vitest';
import { cardDigits, formatCardNumber, normaliseExpiry, validateCard } from './card-input';

const NOW = new Date(2026, 10, 22);

describe('card number', () => {
  it('keeps the digits and groups them by four', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(formatCardNumber('42424242424242424')).toBe('4242 4242 4242 4242 4');
    expect(formatCardNumber('4242abc42')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('normaliseExpiry', () => {
  it('accepts MM/YY, MMYY and a one-digit month', () => {
    expect(normaliseExpiry('12/30')).toBe('12/30');
    expect(normaliseExpiry('1230')).toBe('12/30');
    expect(normaliseExpiry(' 3 / 29 ')).toBe('03/29');
  });

  it('refuses what is no month', () => {
    expect(normaliseExpiry('13/30')).toBeNull();
    expect(normaliseExpiry('00/30')).toBeNull();
    expect(normaliseExpiry('12/2030')).toBeNull();
  });
});

describe('validateCard', () => {
  it('passes a test card', () => {
    expect(
      validateCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW),
    ).toEqual({});
  });

  it('names each problem', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
    });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '1/2', cvc: '12' }, NOW)).toEqual({
      number: 'invalid',
      expiry: 'invalid',
      cvc: 'invalid',
    });
  });

  it('accepts this month and refuses last month', () => {
    const card = { number: '4242424242424242', cvc: '123' };
    expect(validateCard({ ...card, expiry: '11/26' }, NOW)).toEqual({});
    expect(validateCard({ ...card, expiry: '10/26' }, NOW)).toEqual({ expiry: 'expired' });
  });
});
