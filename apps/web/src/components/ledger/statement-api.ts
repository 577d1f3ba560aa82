import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gql/gql';
import type { BookshopStatementQuery } from '../../gql/graphql';
import { graphqlRequest } from '../../lib/graphql';
import type { Period } from './period';

// A bookshop's statement for a period: the staff's own bookshop's (no id), or the one the
// administrator names.

const BOOKSHOP_STATEMENT = graphql(`
  query BookshopStatement($from: String!, $to: String!, $bookshopId: ID) {
    bookshopStatement(from: $from, to: $to, bookshopId: $bookshopId) {
      bookshop {
        id
        name
        city
      }
      from
      to
      openingBalance
      sales
      refunds
      commission
      paidOut
      adjustments
      balance
      payable
      nextPayoutDate
      commissionPercent
      entries {
        id
        at
        kind
        orderNumber
        amount
        note
      }
    }
  }
`);

export type BookshopStatement = BookshopStatementQuery['bookshopStatement'];
export type LedgerEntry = BookshopStatement['entries'][number];

export const statementKey = (period: Period, bookshopId: string | null) =>
  ['ledger', 'statement', bookshopId, period.from, period.to] as const;

/**
 * The statement of `period`; the administrator's with `bookshopId`. Another period keeps the
 * last one on screen until its own answer is in. Not asked while `enabled` is false.
 */
export function useBookshopStatement(
  period: Period,
  bookshopId: string | null = null,
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: statementKey(period, bookshopId),
    queryFn: async ({ signal }) =>
      (
        await graphqlRequest(
          'BookshopStatement',
          BOOKSHOP_STATEMENT,
          { ...period, bookshopId },
          { signal },
        )
      ).bookshopStatement,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
