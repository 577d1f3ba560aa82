// The sandbox card form's checks, before anything is sent (the provider checks again).

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardValues;
export type CardProblem = 'required' | 'invalid' | 'expired';
export type CardErrors = Partial<Record<CardField, CardProblem>>;

/** The digits of a card number as typed ('4242 4242-4242 4242' → '4242424242424242'). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** What the number field shows while typing: digits in groups of four, at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' from '12/30', '1230', '12 / 30' or '1/30'; null when it is no such date. */
export function normaliseExpiry(value: string): string | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}/${match[2]}`;
}

function isPast(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number);
  if (month === undefined || year === undefined) return true;
  const fullYear = 2000 + year;
  const thisYear = now.getFullYear();
  return fullYear < thisYear || (fullYear === thisYear && month < now.getMonth() + 1);
}

/** The problem of each field, if any; an empty object when the card can be sent. */
export function validateCard(values: CardValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(values.number);
  if (digits === '') errors.number = 'required';
  else if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) errors.number = 'invalid';

  const expiry = normaliseExpiry(values.expiry);
  if (values.expiry.trim() === '') errors.expiry = 'required';
  else if (expiry === null) errors.expiry = 'invalid';
  else if (isPast(expiry, now)) errors.expiry = 'expired';

  const cvc = values.cvc.trim();
  if (cvc === '') errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'invalid';
  return errors;
}
