import { toDecimal } from '@scaffale/domain/money';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { DiscountCodeResult, Resolvers } from '../../graphql/resolvers.generated.ts';
import { translate } from '../../http/i18n.ts';
import { priceCheckout, requireOwnAddresses } from './checkout.service.ts';
import { sessionBuyer } from '../account/identity.ts';
import {
  addDiscountCode,
  DISCOUNT_MESSAGES,
  removeDiscountCode,
  type DiscountOutcome,
} from './discounts.service.ts';

/** The spec's marker for "a code in the basket stopped being valid and was removed". */
export const CODES_REMOVED = 'SCONTI RIMOSSI DAL CARRELLO';

function toResult(outcome: DiscountOutcome, context: GraphQLContext): DiscountCodeResult {
  if (outcome.ok) return { success: true, errorCode: null, message: null };
  return {
    success: false,
    errorCode: outcome.code,
    message: translate(context.lang, DISCOUNT_MESSAGES[outcome.code]),
  };
}

export const checkoutResolvers: Resolvers = {
  Query: {
    getRealCartTotals: async (_root, args, context) => {
      const buyer = sessionBuyer(context.sessions, context.request);
      const state = await priceCheckout(context.db, buyer, {
        selectedShippings: args.selectedShippings,
        shippingAddressId: args.shippingAddressId ?? null,
        billingAddressId: args.billingAddressId ?? null,
      });
      const { totals } = state;
      return {
        totale: toDecimal(totals.total),
        borsellino: toDecimal(totals.storeCredit),
        imposta: toDecimal(totals.vat),
        costoSpedizione: toDecimal(totals.shipping),
        sconto: toDecimal(totals.discount),
        merce: toDecimal(totals.goods),
        buoniSconto: totals.discounts.map((d) => ({
          id: d.code,
          codelib: d.bookshopId === null ? null : String(d.bookshopId),
          valore: toDecimal(d.valueCents),
        })),
        messaggioErrore: state.removedCodes.length > 0 ? CODES_REMOVED : null,
        warnings: totals.discounts
          .filter((d) => d.cappedByLaw)
          .map((d) => translate(context.lang, 'discountCappedByLaw', { code: d.code })),
        bookshops: [...state.shippingByBookshop].map(([bookshopId, shippingType]) => {
          const part = totals.byBookshop.get(bookshopId);
          return {
            bookshopId: String(bookshopId),
            shippingType,
            shippingCost: toDecimal(part?.shipping ?? 0),
            goods: toDecimal(part?.goods ?? 0),
            discount: toDecimal(part?.discount ?? 0),
          };
        }),
      };
    },
  },
  Mutation: {
    addDiscountCode: async (_root, args, context) => {
      const userId = await context.sessions.currentUserId(context.request);
      if (userId === null) return toResult({ ok: false, code: 'NOT_LOGGED_IN' }, context);
      // The code itself does not depend on the addresses, but ids the buyer does not own are
      // refused here as in every other call (a GraphQL error, not a refused code).
      await requireOwnAddresses(context.db, userId, {
        shippingAddressId: args.shippingAddressId ?? null,
        billingAddressId: args.billingAddressId ?? null,
      });
      return toResult(await addDiscountCode(context.db, userId, args.discountCode), context);
    },
    removeDiscountCode: async (_root, args, context) => {
      const userId = await context.sessions.currentUserId(context.request);
      if (userId === null) return toResult({ ok: false, code: 'NOT_LOGGED_IN' }, context);
      return toResult(await removeDiscountCode(context.db, userId, args.code), context);
    },
  },
};
