import type { IResolvers } from 'mercurius';
import { parseDecimal, toDecimal } from '@scaffale/domain/money';
import { shippingCost, type ShippingType } from '@scaffale/domain/shipping';
import { AppError } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import type { Db } from '../../db/database.ts';
import {
  bookshopExists,
  countryExists,
  offeredShippingTypes,
  shippingRates,
} from './shipping.repo.ts';

async function requireBookshop(db: Db, codelib: string): Promise<number> {
  const id = parseId(codelib);
  if (id === null || !(await bookshopExists(db, id))) {
    throw new AppError('BOOKSHOP_NOT_FOUND', 404, 'bookshopNotFound');
  }
  return id;
}

export const shippingResolvers: IResolvers = {
  Query: {
    getShippingTypes: async (_root, args: { codelib: string }, { db }) => {
      const id = await requireBookshop(db, args.codelib);
      return (await offeredShippingTypes(db, [id])).get(id) ?? [];
    },
    getApproxShippingCosts: async (
      _root,
      args: {
        codelib: string;
        weight: number;
        shippingType: ShippingType;
        destCountry: string;
        value: string;
      },
      { db },
    ) => {
      const id = await requireBookshop(db, args.codelib);
      if (args.weight < 0 || parseDecimal(String(args.value)) === null) {
        throw new AppError('INVALID_VALUE', 400, 'invalidValue');
      }
      const dest = args.destCountry.toUpperCase();
      if (!/^[A-Z]{2}$/.test(dest) || !(await countryExists(db, dest))) {
        throw new AppError('UNKNOWN_COUNTRY', 400, 'unknownCountry');
      }
      const offered = (await offeredShippingTypes(db, [id])).get(id) ?? [];
      if (!offered.includes(args.shippingType)) {
        throw new AppError('SHIPPING_TYPE_NOT_OFFERED', 409, 'shippingTypeNotOffered');
      }
      const rates = (await shippingRates(db, [id], dest)).get(id) ?? [];
      const cost = shippingCost(rates, args.shippingType, dest, args.weight);
      if (cost === null) throw new AppError('SHIPPING_NOT_AVAILABLE', 409, 'shippingNotAvailable');
      return toDecimal(cost);
    },
  },
};
