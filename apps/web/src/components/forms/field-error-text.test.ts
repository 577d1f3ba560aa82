import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_MESSAGE_KEYS,
  billingAddressSchema,
  SHIPPING_LIMITS,
  shippingAddressSchema,
} from '@scaffale/domain/addresses';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { describeFieldError, VALIDATION_KEYS } from './field-error-text';

const valid = {
  etichetta: 'Casa',
  name: 'Mario Rossi',
  attenzione_di: '',
  telefono: '+393401234567',
  email: '',
  indirizzo: 'Via Lecco 12',
  indirizzo2: '',
  nazione: 'IT',
  provincia_stato: 'MI',
  citta: 'Milano',
  cap: '20124',
  note: '',
};

/** The errors react-hook-form gets from the zod resolver, as the forms use it. */
async function resolve(schema: Parameters<typeof zodResolver>[0], values: FieldValues) {
  const resolver = zodResolver(schema);
  const result = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors as FieldErrors;
}

const at = (errors: FieldErrors, field: string) => errors[field] as FieldError | undefined;

describe('describeFieldError', () => {
  it('knows every message key of the address schemas', () => {
    expect([...VALIDATION_KEYS].sort()).toEqual([...ADDRESS_MESSAGE_KEYS].sort());
  });

  it('names an over-long text by the limit of its field', async () => {
    const errors = await resolve(shippingAddressSchema, { ...valid, etichetta: 'x'.repeat(36) });
    expect(describeFieldError(at(errors, 'etichetta'), SHIPPING_LIMITS.etichetta)).toEqual({
      kind: 'key',
      key: 'tooLong',
      max: 35,
    });
  });

  it("keeps the schema's keys: required, invalidPhone, invalidProvince, invalidCap", async () => {
    const errors = await resolve(shippingAddressSchema, {
      ...valid,
      etichetta: ' ',
      telefono: 'abc',
      provincia_stato: 'XX',
      cap: '123',
    });
    expect(describeFieldError(at(errors, 'etichetta'))).toEqual({ kind: 'key', key: 'required' });
    expect(describeFieldError(at(errors, 'telefono'))).toEqual({
      kind: 'key',
      key: 'invalidPhone',
    });
    expect(describeFieldError(at(errors, 'provincia_stato'))).toEqual({
      kind: 'key',
      key: 'invalidProvince',
    });
    expect(describeFieldError(at(errors, 'cap'))).toEqual({ kind: 'key', key: 'invalidCap' });
  });

  it('refuses bad Italian fiscal codes with their own keys', async () => {
    const errors = await resolve(billingAddressSchema, {
      persona: 'GIU',
      nome: 'Mario',
      cognome: 'Rossi',
      codice_fiscale: 'RSSMRA80A01F205Z',
      ragione_sociale: 'Rossi S.r.l.',
      partita_iva: '12345678901',
      pec: '',
      codice_destinatario_sdi: 'ABC1234',
      indirizzo: 'Via Lecco 12',
      citta: 'Milano',
      nazione: 'IT',
      provincia_stato: 'MI',
      cap: '20124',
    });
    expect(describeFieldError(at(errors, 'codice_fiscale'))).toEqual({
      kind: 'key',
      key: 'invalidCodiceFiscale',
    });
    expect(describeFieldError(at(errors, 'partita_iva'))).toEqual({
      kind: 'key',
      key: 'invalidPartitaIva',
    });
  });

  it("shows the server's message as it came, and falls back to invalidValue", () => {
    expect(describeFieldError({ type: 'server', message: 'Hai già un indirizzo' })).toEqual({
      kind: 'text',
      text: 'Hai già un indirizzo',
    });
    expect(describeFieldError({ type: 'custom', message: 'something else' })).toEqual({
      kind: 'key',
      key: 'invalidValue',
    });
    expect(describeFieldError(undefined)).toBeNull();
  });

  it("translates the account forms' keys, the password's minimum included", () => {
    expect(describeFieldError({ type: 'too_small', message: 'required' }, 10)).toEqual({
      kind: 'key',
      key: 'required',
    });
    expect(describeFieldError({ type: 'invalid_format', message: 'invalidEmail' }, 10)).toEqual({
      kind: 'key',
      key: 'invalidEmail',
    });
    expect(describeFieldError({ type: 'too_small', message: 'passwordTooShort' }, 1024)).toEqual({
      kind: 'tooShort',
      min: 12,
    });
    expect(
      describeFieldError({ type: 'passwordTooWeak', message: 'passwordTooWeak' }, 1024),
    ).toEqual({ kind: 'passwordTooWeak' });
  });

  it("tells a text over its limit by zod's code, whatever its message", () => {
    expect(describeFieldError({ type: 'too_big', message: 'Too big: expected…' }, 150)).toEqual({
      kind: 'key',
      key: 'tooLong',
      max: 150,
    });
  });

  it('falls back to a generic message for a server answer without words', () => {
    expect(describeFieldError({ type: 'invalid_value', message: 'invalidValue' }, 5)).toEqual({
      kind: 'key',
      key: 'invalidValue',
    });
    expect(describeFieldError({ type: 'server', message: '' }, 5)).toEqual({
      kind: 'key',
      key: 'invalidValue',
    });
  });
});
