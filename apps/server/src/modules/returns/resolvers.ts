import { toDecimal } from '@scaffale/domain/money';
import {
  isOpenReturn,
  keptCopies,
  withdrawalWindow,
  withinWithdrawal,
} from '@scaffale/domain/returns';
import { batchLoader, perRequest } from '../../graphql/batch.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { parseId } from '../../http/ids.ts';
import type { PartView } from '../bookshop/bookshop.repo.ts';
import { actorOf, bookshopOf, referenced } from '../bookshop/resolvers.ts';
import { staffScope } from '../bookshop/bookshop.service.ts';
import type { Refunders } from '../payments/providers.ts';
import { ReturnErrors } from './errors.ts';
import {
  findReturn,
  latestReturns,
  returnsPage,
  returnStateOf,
  type ReturnView,
} from './returns.repo.ts';
import { decideReturn, markReturnReceived, requestReturn } from './returns.service.ts';

// The wire of withdrawals (docs/spec/withdrawal-and-returns.md): the buyer's request, the
// staff's moves and list, and each part's latest return and window in the buyer's orders.

/** Each part's latest return, read for a whole list of parts in one statement. */
const latestOf = perRequest((context) => batchLoader((ids) => latestReturns(context.db, ids)));

/** An id from the wire; anything unparsable is a return or part not found. */
function idOf(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw ReturnErrors.notFound();
  return id;
}

async function returnAnswer(context: GraphQLContext, returnId: number): Promise<ReturnView> {
  return referenced(await findReturn(context.db, returnId), `return ${returnId}`);
}

/** Whether the part's buyer may ask to return copies of it now. */
function returnable(part: PartView, latest: ReturnView | null, now: Date): boolean {
  if (part.status !== 'SHIPPED' && part.status !== 'COLLECTED') return false;
  if (!part.deliveredAt || !withinWithdrawal(part.deliveredAt, now)) return false;
  if (latest && isOpenReturn(latest.state)) return false;
  return part.lines.some(
    (line) =>
      keptCopies({
        qty: line.qty,
        rejectedQty: line.rejectedQty,
        returnedQty: line.returnedQty,
      }) > 0,
  );
}

export function returnResolvers(deps: { refunders: Refunders }): Resolvers {
  return {
    Query: {
      bookshopReturns: async (_root, args, context) => {
        const { bookshopId } = staffScope(await actorOf(context));
        return returnsPage(context.db, { bookshopId, state: returnStateOf(args.state) }, args);
      },
    },
    Mutation: {
      requestReturn: async (_root, args, context) => {
        const actor = await actorOf(context);
        const lines = args.lines.map((line) => ({ lineId: idOf(line.lineId), qty: line.qty }));
        const returnId = await requestReturn(context.db, actor, {
          partId: idOf(args.partId),
          lines,
          reason: args.reason ?? '',
        });
        return returnAnswer(context, returnId);
      },
      acceptReturn: async (_root, args, context) => {
        const returnId = idOf(args.returnId);
        await decideReturn(context.db, await actorOf(context), returnId, 'ACCEPTED');
        return returnAnswer(context, returnId);
      },
      refuseReturn: async (_root, args, context) => {
        const returnId = idOf(args.returnId);
        await decideReturn(context.db, await actorOf(context), returnId, 'REFUSED', args.reason);
        return returnAnswer(context, returnId);
      },
      markReturnReceived: async (_root, args, context) => {
        const returnId = idOf(args.returnId);
        await markReturnReceived(context.db, deps.refunders, await actorOf(context), returnId);
        return returnAnswer(context, returnId);
      },
    },
    OrderPart: {
      latestReturn: (part, _args, context) => latestOf(context)(part.id),
      deliveredAt: (part) => part.deliveredAt?.toISOString() ?? null,
      returnableUntil: (part) =>
        part.deliveredAt ? withdrawalWindow(part.deliveredAt).lastDay : null,
      returnable: async (part, _args, context) =>
        returnable(part, await latestOf(context)(part.id), new Date()),
    },
    PartReturn: {
      id: (r) => String(r.id),
      partId: (r) => String(r.partId),
      bookshop: async (r, _args, context) =>
        referenced(await bookshopOf(context)(r.bookshopId), `bookshop ${r.bookshopId}`),
      requestedAt: (r) => r.requestedAt.toISOString(),
      refundDueBy: (r) => r.refundDueAt.toISOString(),
      overdue: (r) => isOpenReturn(r.state) && r.refundDueAt.getTime() < Date.now(),
      refund: (r) => (r.refundCents === null ? null : toDecimal(r.refundCents)),
      deliveryRefund: (r) =>
        r.deliveryRefundCents === null ? null : toDecimal(r.deliveryRefundCents),
    },
    ReturnLine: {
      lineId: (line) => String(line.lineId),
      refund: (line) => (line.refundCents === null ? null : toDecimal(line.refundCents)),
    },
  };
}
