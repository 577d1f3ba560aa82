import { describe, expect, it } from 'vitest';
import {
  PROVINCES,
  codiceFiscaleCheckChar,
  isValidCap,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidProvinceCode,
  isValidPaOfficeCode,
  isValidSdiCode,
  partitaIvaCheckDigit,
} from './italy.ts';

describe('PROVINCES', () => {
  it('lists the 107 provinces once each, sorted by name', () => {
    expect(PROVINCES).toHaveLength(107);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(107);
    const sorted = [...PROVINCES].sort((a, b) => a.name.localeCompare(b.name, 'it'));
    expect(PROVINCES).toEqual(sorted);
    for (const p of PROVINCES) expect(p.code).toMatch(/^[A-Z]{2}$/);
  });

  it('knows the usual sigle', () => {
    expect(PROVINCES).toContainEqual({ code: 'MI', name: 'Milano' });
    expect(PROVINCES).toContainEqual({ code: 'RM', name: 'Roma' });
    expect(PROVINCES).toContainEqual({ code: 'SU', name: 'Sud Sardegna' });
    expect(PROVINCES).toContainEqual({ code: 'BT', name: 'Barletta-Andria-Trani' });
    expect(isValidProvinceCode('GE')).toBe(true);
    expect(isValidProvinceCode('mi')).toBe(false);
    expect(isValidProvinceCode('OT')).toBe(false); // Olbia-Tempio, abolished in 2016
  });
});

describe('isValidCodiceFiscale', () => {
  it.each([
    'RSSMRA85T10A562S', // the textbook Mario Rossi
    'MRTMTT25D09F205Z', // Agenzia delle Entrate's example
    'BNCGLI90A41H501E', // a woman: day + 40
    'RSSMRA85T10A56NH', // omocodia in the place code
    'RSSMRAURTMLARNNG', // omocodia in every digit
    'rssmra85t10a562s', // lower case
    '01199250158', // Comune di Milano (numeric, partita IVA rule)
    '80012340164',
  ])('accepts %s', (cf) => {
    expect(isValidCodiceFiscale(cf)).toBe(true);
  });

  it.each([
    ['RSSMRA85T10A562T', 'wrong check character'],
    ['RSSMRA85T10A562', 'too short'],
    ['RSSMRA85T10A562SX', 'too long'],
    ['RSSMRA85Z10A562S', 'no month Z'],
    ['RSSMRA85T32A562S', 'day 32'],
    ['RSSMRA85T00A562S', 'day 0'],
    ['RSSMRA85T72A562S', 'day 72'],
    ['RSSMR485T10A562S', 'digit in the surname part'],
    ['RSSMRA85T10A562 ', 'trailing space'],
    ['01199250159', 'numeric with wrong check digit'],
    ['', 'empty'],
  ])('rejects %s (%s)', (cf) => {
    expect(isValidCodiceFiscale(cf)).toBe(false);
  });

  it('computes the check character', () => {
    expect(codiceFiscaleCheckChar('RSSMRA85T10A562')).toBe('S');
    expect(codiceFiscaleCheckChar('MRTMTT25D09F205')).toBe('Z');
  });
});

describe('isValidPartitaIva', () => {
  it.each(['01199250158', '02438750586', '06363391001', '04512340482', '00987650165'])(
    'accepts %s',
    (piva) => {
      expect(isValidPartitaIva(piva)).toBe(true);
    },
  );

  it.each([
    ['01199250157', 'wrong check digit'],
    ['0119925015', '10 digits'],
    ['011992501580', '12 digits'],
    ['0119925015A', 'a letter'],
    ['00000000000', 'zero matricola'],
    ['IT01199250158', 'country prefix'],
  ])('rejects %s (%s)', (piva) => {
    expect(isValidPartitaIva(piva)).toBe(false);
  });

  it('computes the check digit', () => {
    expect(partitaIvaCheckDigit('0119925015')).toBe(8);
    expect(partitaIvaCheckDigit('0636339100')).toBe(1);
  });
});

describe('isValidCap', () => {
  it('wants exactly five digits', () => {
    expect(isValidCap('20124')).toBe(true);
    expect(isValidCap('00184')).toBe(true);
    expect(isValidCap('2012')).toBe(false);
    expect(isValidCap('201245')).toBe(false);
    expect(isValidCap('2012A')).toBe(false);
    expect(isValidCap(' 20124')).toBe(false);
  });
});

describe('isValidSdiCode', () => {
  it('wants seven upper-case letters or digits', () => {
    expect(isValidSdiCode('M5UXCR1')).toBe(true);
    expect(isValidSdiCode('0000000')).toBe(true);
    expect(isValidSdiCode('m5uxcr1')).toBe(false);
    expect(isValidSdiCode('M5UXCR')).toBe(false);
    expect(isValidSdiCode('M5UXCR12')).toBe(false);
    expect(isValidSdiCode('M5UX-R1')).toBe(false);
  });
});

describe('isValidPaOfficeCode', () => {
  it('wants six upper-case letters or digits', () => {
    expect(isValidPaOfficeCode('UFE7Q2')).toBe(true);
    expect(isValidPaOfficeCode('123456')).toBe(true);
    expect(isValidPaOfficeCode('ufe7q2')).toBe(false);
    expect(isValidPaOfficeCode('UF3Q7KA')).toBe(false);
    expect(isValidPaOfficeCode('UFE7Q')).toBe(false);
    expect(isValidPaOfficeCode('UFE-Q2')).toBe(false);
  });
});
