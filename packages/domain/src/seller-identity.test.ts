import { describe, expect, it } from 'vitest';
import {
  canonicalText,
  sameApproved,
  sellerIdentitySchema,
  type SellerIdentityInput,
} from './seller-identity.ts';

const OPEN = [
  { from: '09:00', to: '13:00' },
  { from: '15:30', to: '19:30' },
];

function identity(overrides: Partial<SellerIdentityInput> = {}): SellerIdentityInput {
  return {
    legalName: 'Libreria Centrale S.r.l.',
    vatNumber: 'IT 12345678903',
    taxCode: '12345678903',
    registeredAddress: {
      street: 'Via Dante 12',
      postalCode: '20121',
      city: 'Milano',
      province: 'mi',
      country: 'it',
    },
    iban: 'it60 x054 2811 1010 0000 0123 456',
    pec: 'centrale@pec.example.it',
    sdiCode: 'm5uxcr1',
    contactEmail: 'info@centrale.example.it',
    contactPhone: '+39 02 1234567',
    shopAddress: { street: 'Via Dante 12', postalCode: '20121', city: 'Milano' },
    openingHours: [OPEN, OPEN, OPEN, OPEN, OPEN, [{ from: '10:00', to: '18:00' }], []],
    ...overrides,
  };
}

/** The fields refused, each with its message key. */
function problems(input: SellerIdentityInput): Record<string, string> {
  const parsed = sellerIdentitySchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe("a seller's identity", () => {
  it('is kept compact: VAT digits, IBAN, codes and province upper case', () => {
    const parsed = sellerIdentitySchema.parse(identity());
    expect(parsed).toMatchObject({
      vatNumber: '12345678903',
      iban: 'IT60X0542811101000000123456',
      sdiCode: 'M5UXCR1',
      registeredAddress: { province: 'MI', country: 'IT' },
    });
    expect(parsed.openingHours?.[6]).toEqual([]);
  });

  it('may be empty: every field null', () => {
    const parsed = sellerIdentitySchema.parse({
      legalName: '',
      registeredAddress: {},
      shopAddress: {},
    });
    expect(parsed).toMatchObject({
      legalName: null,
      vatNumber: null,
      iban: null,
      openingHours: null,
    });
  });

  it("accepts a person's codice fiscale as the tax code", () => {
    expect(problems(identity({ taxCode: 'rssmra85t10a562s' }))).toEqual({});
  });

  it('refuses each bad value on its own field', () => {
    expect(problems(identity({ vatNumber: '12345678904' }))).toEqual({
      vatNumber: 'invalidPartitaIva',
    });
    expect(problems(identity({ vatNumber: '1234567890' }))).toEqual({
      vatNumber: 'invalidPartitaIva',
    });
    expect(problems(identity({ iban: 'IT60X0542811101000000123457' }))).toEqual({
      iban: 'invalidIban',
    });
    expect(problems(identity({ taxCode: 'RSSMRA85T10A562T' }))).toEqual({
      taxCode: 'invalidCodiceFiscale',
    });
    expect(problems(identity({ sdiCode: 'ABC' }))).toEqual({ sdiCode: 'invalidSdi' });
    expect(problems(identity({ pec: 'not-an-address' }))).toEqual({ pec: 'invalidEmail' });
    expect(problems(identity({ contactPhone: 'call us' }))).toEqual({
      contactPhone: 'invalidPhone',
    });
  });

  it('wants a registered address whole, with an Italian province and CAP', () => {
    expect(
      problems(identity({ registeredAddress: { street: 'Via Roma 1', country: 'IT' } })),
    ).toEqual({
      'registeredAddress.postalCode': 'required',
      'registeredAddress.city': 'required',
      'registeredAddress.province': 'required',
    });
    expect(
      problems(
        identity({
          registeredAddress: {
            street: 'Via Roma 1',
            postalCode: '2012',
            city: 'Milano',
            province: 'XX',
            country: 'IT',
          },
        }),
      ),
    ).toEqual({
      'registeredAddress.postalCode': 'invalidCap',
      'registeredAddress.province': 'invalidProvince',
    });
  });

  it('checks a French VAT number for its shape only', () => {
    const french = identity({
      vatNumber: 'FR40303265045',
      registeredAddress: {
        street: '3 quai des États-Unis',
        postalCode: '06300',
        city: 'Nice',
        country: 'FR',
      },
    });
    expect(problems(french)).toEqual({});
  });

  it('refuses opening hours out of order, reversed, or not seven days', () => {
    const week = (day: { from: string; to: string }[]) => [day, [], [], [], [], [], []];
    expect(problems(identity({ openingHours: week([{ from: '13:00', to: '09:00' }]) }))).toEqual({
      'openingHours.0.0.to': 'invalidHours',
    });
    expect(problems(identity({ openingHours: week([{ from: '9:00', to: '12:00' }]) }))).toEqual({
      'openingHours.0.0.from': 'invalidHours',
    });
    expect(
      problems(
        identity({
          openingHours: week([
            { from: '15:00', to: '19:00' },
            { from: '09:00', to: '13:00' },
          ]),
        }),
      ),
    ).toEqual({ 'openingHours.0': 'invalidHours' });
    expect(problems(identity({ openingHours: [[], []] }))).toEqual({
      openingHours: 'invalidHours',
    });
    expect(problems(identity({ openingHours: week([{ from: '18:00', to: '24:00' }]) }))).toEqual(
      {},
    );
  });

  it('tells an approved part changed from one the same', () => {
    const a = sellerIdentitySchema.parse(identity());
    const b = sellerIdentitySchema.parse(identity({ contactPhone: '+39 02 7654321' }));
    const c = sellerIdentitySchema.parse(identity({ iban: 'DE89370400440532013000' }));
    expect(sameApproved(a, b)).toBe(true);
    expect(sameApproved(a, c)).toBe(false);
  });
});

describe('canonicalText', () => {
  it("ignores the order of an object's keys, not of a list's items", () => {
    expect(canonicalText({ to: '13:00', from: '09:00' })).toBe(
      canonicalText({ from: '09:00', to: '13:00' }),
    );
    expect(canonicalText([1, 2])).not.toBe(canonicalText([2, 1]));
  });
});
