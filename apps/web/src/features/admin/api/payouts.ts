import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { PayoutFieldsFragment, PayoutRunsQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

// The bookshops paid: their balances and commission, the payout runs (one started here, or
// the daily job's), the payouts that failed, adjustments to a ledger, the platform's months.

// Used by name in the run's, the runs' and the failed payouts' documents.
graphql(`
  fragment PayoutFields on Payout {
    id
    bookshop {
      id
      name
    }
    amount
    status
    method
    at
    error
  }
`);

export type Payout = PayoutFieldsFragment;
export type PayoutRun = PayoutRunsQuery['payoutRuns'][number];

const BOOKSHOP_BALANCES = graphql(`
  query BookshopBalances {
    bookshopBalances {
      bookshop {
        id
        name
        city
      }
      commissionPercent
      balance
      payable
    }
  }
`);
const SET_COMMISSION = graphql(`
  mutation SetCommission($bookshopId: ID!, $percent: Decimal!) {
    setCommission(bookshopId: $bookshopId, percent: $percent) {
      id
      name
    }
  }
`);
const RUN_PAYOUTS = graphql(`
  mutation RunPayouts {
    runPayouts {
      ...PayoutFields
    }
  }
`);
const PAYOUT_RUNS = graphql(`
  query PayoutRuns($limit: Int) {
    payoutRuns(limit: $limit) {
      id
      at
      finishedAt
      hasSepaFile
      payouts {
        ...PayoutFields
      }
    }
  }
`);
const FAILED_PAYOUTS = graphql(`
  query FailedPayouts {
    failedPayouts {
      ...PayoutFields
    }
  }
`);
const ADJUST_LEDGER = graphql(`
  mutation AdjustLedger($bookshopId: ID!, $amount: Decimal!, $reason: String!) {
    adjustLedger(bookshopId: $bookshopId, amount: $amount, reason: $reason) {
      id
      amount
    }
  }
`);
const PLATFORM_MONTHS = graphql(`
  query PlatformMonths($year: Int!) {
    platformMonths(year: $year) {
      month
      commission
      discountCost
    }
  }
`);

/** The runs the administration lists, newest first. */
const RUNS_SHOWN = 20;

const keys = {
  balances: ['admin', 'payouts', 'balances'] as const,
  runs: ['admin', 'payouts', 'runs'] as const,
  failed: ['admin', 'payouts', 'failed'] as const,
  months: (year: number) => ['admin', 'payouts', 'months', year] as const,
};
/** Every statement, the staff's and the administrator's (components/ledger/statement-api.ts). */
const STATEMENTS = ['ledger', 'statement'] as const;

export function useBookshopBalances() {
  return useQuery({
    queryKey: keys.balances,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('BookshopBalances', BOOKSHOP_BALANCES, {}, { signal }))
        .bookshopBalances,
    retry: false,
  });
}

export function usePayoutRuns() {
  return useQuery({
    queryKey: keys.runs,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('PayoutRuns', PAYOUT_RUNS, { limit: RUNS_SHOWN }, { signal }))
        .payoutRuns,
    retry: false,
  });
}

export function useFailedPayouts() {
  return useQuery({
    queryKey: keys.failed,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('FailedPayouts', FAILED_PAYOUTS, {}, { signal })).failedPayouts,
    retry: false,
  });
}

export function usePlatformMonths(year: number) {
  return useQuery({
    queryKey: keys.months(year),
    queryFn: async ({ signal }) =>
      (await graphqlRequest('PlatformMonths', PLATFORM_MONTHS, { year }, { signal }))
        .platformMonths,
    retry: false,
  });
}

/** `percent`: a wire decimal, 0 to 50. */
export function useSetCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { bookshopId: string; percent: string }) =>
      (await graphqlRequest('SetCommission', SET_COMMISSION, input)).setCommission,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.balances }),
        queryClient.invalidateQueries({ queryKey: STATEMENTS }),
      ]),
  });
}

/** Pays every payable balance now; answers the run's payouts (none when nothing was payable). */
export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await graphqlRequest('RunPayouts', RUN_PAYOUTS, {})).runPayouts,
    onSuccess: () =>
      Promise.all(
        [keys.balances, keys.runs, keys.failed, STATEMENTS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** An entry of the administrator's in a bookshop's ledger: `amount` signed, with its reason. */
export function useAdjustLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { bookshopId: string; amount: string; reason: string }) =>
      (await graphqlRequest('AdjustLedger', ADJUST_LEDGER, input)).adjustLedger,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.balances }),
        queryClient.invalidateQueries({ queryKey: STATEMENTS }),
      ]),
  });
}

export function sepaFileUrl(runId: string): string {
  return `/api/admin/payout-runs/${encodeURIComponent(runId)}/sepa.xml`;
}

export function dac7Url(year: number): string {
  return `/api/admin/dac7.csv?year=${year}`;
}
