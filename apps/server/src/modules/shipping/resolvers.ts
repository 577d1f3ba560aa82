import { parseDecimal, toDecimal } from '@scaffale/domain/money';
import { shippingCost } from '@scaffale/domain/shipping';
import { HttpErrors } from '../../http/errors.ts';
import type { ParcelInput, Resolvers } from '../../graphql/resolvers.generated.ts';
import { parseId } from '../../http/ids.ts';
import type { Db } from '../../db/database.ts';
import {
  countryExists,
  existingBookshops,
  offeredShippingTypes,
  shippingRates,
} from './shipping.repo.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import { ShippingErrors } from './errors.ts';

async function requireBookshop(db: Db, codelib: string): Promise<number> {
  const id = parseId(codelib);
  if (id === null || !(await existingBookshops(db, [id])).has(id)) {
    throw CatalogErrors.bookshopNotFound();
  }
  return id;
}

/** A destination as the rate tables write it (`it` → `IT`); not a country code: refused. */
function destinationCode(destCountry: string): string {
  const dest = destCountry.toUpperCase();
  if (!/^[A-Z]{2}$/.test(dest)) throw ShippingErrors.unknownCountry();
  return dest;
}

/** More parcels than any basket has bookshops: refused rather than priced. */
const MAX_PARCELS = 100;

/**
 * Each parcel's offered types with their cost to the destination (null: not available):
 * four statements for any number of parcels, sent together.
 */
async function quoteParcels(db: Db, parcels: readonly ParcelInput[], destCountry: string) {
  if (parcels.length > MAX_PARCELS || parcels.some((parcel) => parcel.weight < 0)) {
    throw HttpErrors.invalidValue();
  }
  const ids = parcels.map((parcel) => parseId(parcel.codelib));
  if (ids.some((id) => id === null)) throw CatalogErrors.bookshopNotFound();
  const dest = destinationCode(destCountry);
  const unique = [...new Set(ids as number[])];
  const [existing, countryKnown, offered, rates] = await Promise.all([
    existingBookshops(db, unique),
    countryExists(db, dest),
    offeredShippingTypes(db, unique),
    shippingRates(db, unique, dest),
  ]);
  if (existing.size < unique.length) {
    throw CatalogErrors.bookshopNotFound();
  }
  if (!countryKnown) throw ShippingErrors.unknownCountry();
  return parcels.map((parcel, index) => {
    const id = ids[index] as number;
    return {
      codelib: parcel.codelib,
      quotes: (offered.get(id) ?? []).map((shippingType) => {
        const cost = shippingCost(rates.get(id) ?? [], shippingType, dest, parcel.weight);
        return { shippingType, cost: cost === null ? null : toDecimal(cost) };
      }),
    };
  });
}

export const shippingResolvers: Resolvers = {
  Query: {
    getShippingTypes: async (_root, args, { db }) => {
      const id = await requireBookshop(db, args.codelib);
      return (await offeredShippingTypes(db, [id])).get(id) ?? [];
    },
    getApproxShippingCosts: async (_root, args, { db }) => {
      const id = await requireBookshop(db, args.codelib);
      if (args.weight < 0 || parseDecimal(String(args.value)) === null) {
        throw HttpErrors.invalidValue();
      }
      const dest = destinationCode(args.destCountry);
      if (!(await countryExists(db, dest))) throw ShippingErrors.unknownCountry();
      const offered = (await offeredShippingTypes(db, [id])).get(id) ?? [];
      if (!offered.includes(args.shippingType)) {
        throw ShippingErrors.typeNotOffered();
      }
      const rates = (await shippingRates(db, [id], dest)).get(id) ?? [];
      const cost = shippingCost(rates, args.shippingType, dest, args.weight);
      if (cost === null) throw ShippingErrors.notAvailable();
      return toDecimal(cost);
    },
    getApproxShippingQuotes: (_root, args, { db }) =>
      quoteParcels(db, args.parcels, args.destCountry),
  },
};
