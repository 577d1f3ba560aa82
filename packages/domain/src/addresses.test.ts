import { describe, expect, it } from 'vitest';
import { billingAddressSchema, paDataSchema, shippingAddressSchema } from './addresses.ts';

const address = {
  etichetta: 'Casa',
  name: 'Mario Rossi',
  telefono: '+393401234567',
  indirizzo: 'Via Lecco 12',
  nazione: 'it',
  provincia_stato: 'mi',
  citta: 'Milano',
  cap: '20124',
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('shipping address', () => {
  it('accepts a complete Italian address and normalises the country', () => {
    const parsed = shippingAddressSchema.parse(address);
    expect(parsed.nazione).toBe('IT');
    expect(parsed.email).toBe('');
  });

  it('names every missing required field', () => {
    const result = shippingAddressSchema.safeParse({});
    expect(messages(result)).toMatchObject({
      etichetta: 'required',
      name: 'required',
      telefono: 'required',
      indirizzo: 'required',
      nazione: 'required',
      citta: 'required',
      cap: 'required',
    });
  });

  it('refuses control characters (a NUL, a bell) in any text field, keeping line breaks in notes', () => {
    const result = shippingAddressSchema.safeParse({
      ...address,
      citta: 'Milano\u0000',
      indirizzo: 'Via\u0007 Lecco 12',
    });
    expect(messages(result)).toEqual({ citta: 'invalidCharacter', indirizzo: 'invalidCharacter' });
    const notes = shippingAddressSchema.safeParse({
      ...address,
      note: 'Citofono 3\nScala B\tint. 4',
    });
    expect(notes.success).toBe(true);
  });

  it('applies the spec limits', () => {
    const result = shippingAddressSchema.safeParse({
      ...address,
      etichetta: 'x'.repeat(36),
      indirizzo: 'y'.repeat(65),
    });
    expect(Object.keys(messages(result)).sort()).toEqual(['etichetta', 'indirizzo']);
  });

  it('checks province and CAP for Italy only', () => {
    expect(
      messages(shippingAddressSchema.safeParse({ ...address, provincia_stato: 'XX' })),
    ).toEqual({
      provincia_stato: 'invalidProvince',
    });
    expect(messages(shippingAddressSchema.safeParse({ ...address, provincia_stato: '' }))).toEqual({
      provincia_stato: 'required',
    });
    expect(messages(shippingAddressSchema.safeParse({ ...address, cap: '2012' }))).toEqual({
      cap: 'invalidCap',
    });
    expect(
      shippingAddressSchema.safeParse({
        ...address,
        nazione: 'FR',
        provincia_stato: '',
        cap: '06000',
      }).success,
    ).toBe(true);
  });

  it('checks phone and email formats', () => {
    expect(messages(shippingAddressSchema.safeParse({ ...address, telefono: 'call me' }))).toEqual({
      telefono: 'invalidPhone',
    });
    expect(messages(shippingAddressSchema.safeParse({ ...address, email: 'nope' }))).toEqual({
      email: 'invalidEmail',
    });
  });
});

describe('billing data', () => {
  const person = {
    persona: 'FIS',
    codice_fiscale: 'rssmra85t10a562s',
    nome: 'Mario',
    cognome: 'Rossi',
    indirizzo: 'Via Lecco 12',
    citta: 'Milano',
    nazione: 'IT',
    provincia_stato: 'MI',
    cap: '20124',
  };

  it('accepts a natural person with a valid codice fiscale', () => {
    expect(billingAddressSchema.parse(person).codice_fiscale).toBe('RSSMRA85T10A562S');
  });

  it('refuses a codice fiscale with a wrong check character', () => {
    expect(
      messages(billingAddressSchema.safeParse({ ...person, codice_fiscale: 'RSSMRA85T10A562T' })),
    ).toEqual({
      codice_fiscale: 'invalidCodiceFiscale',
    });
  });

  it('needs ragione sociale, a valid partita IVA and an SDI code or PEC for a company', () => {
    const company = { ...person, persona: 'GIU', codice_fiscale: '' };
    expect(messages(billingAddressSchema.safeParse(company))).toEqual({
      ragione_sociale: 'required',
      partita_iva: 'required',
      codice_destinatario_sdi: 'required',
    });
    const wrong = {
      ...company,
      ragione_sociale: 'ACME S.r.l.',
      partita_iva: '04512340483',
      codice_destinatario_sdi: 'AB',
    };
    expect(messages(billingAddressSchema.safeParse(wrong))).toEqual({
      partita_iva: 'invalidPartitaIva',
      codice_destinatario_sdi: 'invalidSdi',
    });
    const good = { ...wrong, partita_iva: '04512340482', codice_destinatario_sdi: 'x2m7k9q' };
    expect(billingAddressSchema.safeParse(good).success).toBe(true);
  });
});

describe('PA data', () => {
  it('keeps the first 10 characters of the date', () => {
    expect(
      paDataSchema.parse({ data_ordine_acquisto: '2026-11-20T00:00:00.000Z' }).data_ordine_acquisto,
    ).toBe('2026-11-20');
    expect(paDataSchema.safeParse({ data_ordine_acquisto: '20/11/2026' }).success).toBe(false);
  });
});
