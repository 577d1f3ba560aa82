import { randomInt } from 'node:crypto';

// Short and readable: it goes into a bank-transfer reason. No 0/O, 1/I/L to misread.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** "SC-7K4QXM": 31^6 ≈ 887 million numbers; a collision is retried by the caller. */
export function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `SC-${code}`;
}

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && /^SC-[A-Z2-9]{6}$/.test(value);
}
