import { describe, expect, it } from 'vitest';
import { checkProfile, formFieldOf, formValuesOf, parseHours } from './profile-values';

const EMPTY = formValuesOf(
  {
    legalName: null,
    vatNumber: null,
    taxCode: null,
    registeredAddress: null,
    iban: null,
    pec: null,
    sdiCode: null,
    contactEmail: null,
    contactPhone: null,
    shopAddress: null,
    openingHours: null,
  },
  'IT',
);

describe('the profile form', () => {
  it("reads a day's hours as its ranges, empty as closed", () => {
    expect(parseHours('9.30-13:00, 15:30 – 19:30')).toEqual([
      { from: '09:30', to: '13:00' },
      { from: '15:30', to: '19:30' },
    ]);
    expect(parseHours('  ')).toEqual([]);
    expect(parseHours('mornings')).toBeNull();
    expect(parseHours('9-13')).toBeNull();
  });

  it('puts a refusal on the field of the form it is about', () => {
    expect(formFieldOf('openingHours.3.0.to')).toBe('hours.3');
    expect(formFieldOf('registeredAddress.postalCode')).toBe('registeredAddress.postalCode');
    expect(checkProfile({ ...EMPTY, hours: ['', '', 'sometimes', '', '', '', ''] })).toEqual({
      ok: false,
      field: 'hours.2',
      key: 'invalidHours',
      type: 'custom',
    });
    expect(checkProfile({ ...EMPTY, vatNumber: '12345678904' })).toMatchObject({
      ok: false,
      field: 'vatNumber',
      key: 'invalidPartitaIva',
    });
  });

  it('sends no hours when every day is empty, and seven days once one has hours', () => {
    const empty = checkProfile(EMPTY);
    if (!empty.ok) throw new Error('an empty profile is a valid one');
    expect(empty.identity.openingHours).toBeNull();
    const open = checkProfile({ ...EMPTY, hours: ['', '10:00-12:00', '', '', '', '', ''] });
    if (!open.ok) throw new Error('one day’s hours are a valid profile');
    expect(open.identity.openingHours?.[1]).toEqual([{ from: '10:00', to: '12:00' }]);
  });
});
