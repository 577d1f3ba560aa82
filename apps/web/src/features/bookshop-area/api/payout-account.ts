import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';

// How the bookshop is paid (a Stripe connected account once ready, else SEPA to its approved
// IBAN), and the Stripe onboarding link that comes back to the Incassi page.

const PAYOUT_ACCOUNT = graphql(`
  query PayoutAccount {
    payoutAccount {
      method
      connected
      ready
      ibanApproved
    }
  }
`);
const START_ONBOARDING = graphql(`
  mutation StartPayoutOnboarding {
    startPayoutOnboarding
  }
`);

export function usePayoutAccount() {
  return useQuery({
    queryKey: ['bookshop', 'payout-account'],
    queryFn: async ({ signal }) =>
      (await graphqlRequest('PayoutAccount', PAYOUT_ACCOUNT, {}, { signal })).payoutAccount,
    retry: false,
  });
}

/** Asks for the onboarding link and goes there (Stripe's pages, then back to Incassi). */
export function useStartPayoutOnboarding() {
  return useMutation({
    mutationFn: async () =>
      (await graphqlRequest('StartPayoutOnboarding', START_ONBOARDING, {})).startPayoutOnboarding,
    onSuccess: (url) => window.location.assign(url),
  });
}
