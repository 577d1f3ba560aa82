import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultShippingType, parcelWeight, shippingCost, type ShippingRate } from './shipping.ts';

const rates: ShippingRate[] = [
  { shippingType: 'Standard', destCountry: 'IT', maxWeightGrams: 1000, priceCents: 490 },
  { shippingType: 'Standard', destCountry: 'IT', maxWeightGrams: 3000, priceCents: 690 },
  { shippingType: 'Standard', destCountry: null, maxWeightGrams: 1000, priceCents: 1290 },
  { shippingType: 'Express', destCountry: 'IT', maxWeightGrams: 3000, priceCents: 990 },
];

describe('shipping', () => {
  it('weighs a parcel as the sum of weight × qty', () => {
    expect(
      parcelWeight([
        { weightGrams: 300, qty: 2 },
        { weightGrams: 450, qty: 1 },
      ]),
    ).toBe(1050);
    expect(parcelWeight([])).toBe(0);
  });

  it('picks the lightest band of the country table, else the every-country table', () => {
    expect(shippingCost(rates, 'Standard', 'IT', 800)).toBe(490);
    expect(shippingCost(rates, 'Standard', 'IT', 1000)).toBe(490);
    expect(shippingCost(rates, 'Standard', 'IT', 1001)).toBe(690);
    expect(shippingCost(rates, 'Standard', 'DE', 900)).toBe(1290);
    expect(shippingCost(rates, 'Standard', 'DE', 1200)).toBeNull();
    expect(shippingCost(rates, 'Express', 'FR', 100)).toBeNull();
    expect(shippingCost(rates, 'Economy', 'IT', 100)).toBeNull();
  });

  it('never charges for pickup', () => {
    expect(shippingCost([], 'Shop_pickup', 'US', 999_999)).toBe(0);
  });

  it('never costs less for a heavier parcel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (a, b) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        const lightCost = shippingCost(rates, 'Standard', 'IT', light);
        const heavyCost = shippingCost(rates, 'Standard', 'IT', heavy);
        if (lightCost !== null && heavyCost !== null)
          expect(heavyCost).toBeGreaterThanOrEqual(lightCost);
      }),
    );
  });

  it('defaults to Standard, else the first type offered', () => {
    expect(defaultShippingType(['Shop_pickup', 'Standard'])).toBe('Standard');
    expect(defaultShippingType(['Shop_pickup', 'Economy'])).toBe('Shop_pickup');
    expect(defaultShippingType(['Shop_pickup', 'Economy', 'Standard'])).toBe('Standard');
    expect(defaultShippingType(['Shop_pickup', 'Economy', 'Express'])).toBe('Shop_pickup');
    expect(defaultShippingType([])).toBeNull();
  });
});
