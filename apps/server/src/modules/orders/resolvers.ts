import { paDataSchema } from '@scaffale/domain/addresses';
import { ORDER_NOTES_MAX_LENGTH } from '@scaffale/domain/order-notes';
import { toDecimal } from '@scaffale/domain/money';
import { HttpErrors, notLoggedIn } from '../../http/errors.ts';
import { sessionBuyer } from '../account/identity.ts';
import { priceCheckout } from '../checkout/checkout.service.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { createOrder, type UnpaidCopyLimits } from './create-order.ts';
import { allowedPaymentMethods } from './payment-methods.ts';
import { OrderErrors } from './errors.ts';
import { clientAddressOf } from './unpaid-copies.repo.ts';
import { storeCreditOf } from './wallet.repo.ts';

/** The entries of a page of the buyer's own Borsellino. */
export const STORE_CREDIT_PAGE_SIZE = 20;

/** The checkout's operations; the copies unpaid orders may hold are the deployment's. */
export const orderResolvers = (unpaidCopies: UnpaidCopyLimits): Resolvers => ({
  Query: {
    getPaymentMethods: async (_root, args, context) => {
      const buyer = sessionBuyer(context.sessions, context.request);
      const state = await priceCheckout(context.db, buyer, {
        selectedShippings: args.selectedShippings,
        shippingAddressId: args.shippingAddressId ?? null,
        billingAddressId: args.billingAddressId ?? null,
      });
      return allowedPaymentMethods(state);
    },
    myStoreCredit: async (_root, args, context) => {
      const userId = await context.sessions.currentUserId(context.request);
      if (userId === null) throw notLoggedIn();
      const page = args.page ?? 1;
      if (!Number.isInteger(page) || page < 1 || page > 100_000) throw HttpErrors.invalidValue();
      const account = await storeCreditOf(context.db, userId, {
        limit: STORE_CREDIT_PAGE_SIZE,
        offset: (page - 1) * STORE_CREDIT_PAGE_SIZE,
      });
      // Who adjusted it is the administration's business, not the buyer's.
      return { ...account, entries: account.entries.map((e) => ({ ...e, byEmail: null })) };
    },
  },
  Mutation: {
    createOrder: async (_root, args, context) => {
      // The session is looked up by the order's first statement.
      const buyer = sessionBuyer(context.sessions, context.request);
      const pa = paDataSchema.safeParse({
        numero_ordine_acquisto: args.numero_ordine_acquisto ?? '',
        data_ordine_acquisto: args.data_ordine_acquisto ?? '',
        cig: args.cig ?? '',
        cup: args.cup ?? '',
      });
      if (!pa.success) throw OrderErrors.invalidPaData();
      const notes = args.notes ?? '';
      if (notes.length > ORDER_NOTES_MAX_LENGTH) {
        throw OrderErrors.notesTooLong({ max: ORDER_NOTES_MAX_LENGTH });
      }
      const order = await createOrder(
        context.db,
        buyer,
        {
          shippingAddressId: args.shippingAddressId ?? null,
          billingAddressId: args.billingAddress ?? null,
          notes,
          invoice: args.invoice,
          present: args.present,
          selectedShippings: args.selectedShippings ?? null,
          pa: pa.data,
          paymentMethod: args.paymentMethod ?? null,
          clientAddress: clientAddressOf(context.request.ip),
        },
        unpaidCopies,
      );
      // Committed: the replaced orders' open payments are cancelled at their providers, so
      // a tab still showing one of them cannot pay it. A provider out of reach must not
      // undo the new order: logged, and the payment routes refuse a cancelled order anyway.
      await context
        .onOrdersReplaced(order.replacedOrderIds)
        .catch((error: unknown) =>
          context.reply.log.error({ err: error }, 'cancelling replaced orders’ payments failed'),
        );
      return { orderNumber: order.orderNumber };
    },
  },
  // A Borsellino, the buyer's own (myStoreCredit) or any account's (the administrator's).
  StoreCreditAccount: {
    balance: (account) => toDecimal(account.balanceCents),
  },
  StoreCreditEntry: {
    id: (entry) => String(entry.id),
    amount: (entry) => toDecimal(entry.amountCents),
    createdAt: (entry) => entry.createdAt.toISOString(),
  },
});
