import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { PendingIdentityChangesQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

/** A change of a bookshop's IBAN or legal data awaiting the administrator (marketplace §8). */
export type IdentityChange = PendingIdentityChangesQuery['pendingIdentityChanges'][number];

const PENDING = graphql(`
  query PendingIdentityChanges {
    pendingIdentityChanges {
      id
      bookshop {
        id
        name
      }
      requestedBy
      requestedAt
      current {
        ...ApprovedIdentityFields
      }
      proposed {
        ...ApprovedIdentityFields
      }
    }
  }
  fragment ApprovedIdentityFields on ApprovedIdentityValues {
    legalName
    vatNumber
    taxCode
    iban
    registeredAddress {
      street
      postalCode
      city
      province
      country
    }
  }
`);
const APPROVE = graphql(`
  mutation ApproveIdentityChange($id: ID!) {
    approveIdentityChange(id: $id) {
      id
      status
    }
  }
`);
const REJECT = graphql(`
  mutation RejectIdentityChange($id: ID!, $reason: String!) {
    rejectIdentityChange(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

const pendingKey = ['admin', 'identityChanges'] as const;

export function usePendingIdentityChanges() {
  return useQuery({
    queryKey: pendingKey,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('PendingIdentityChanges', PENDING, {}, { signal }))
        .pendingIdentityChanges,
  });
}

/** Approves or rejects a change; the list is read again either way (another admin may have). */
export function useDecideIdentityChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: { id: string; reason: string | null }) =>
      decision.reason === null
        ? (await graphqlRequest('ApproveIdentityChange', APPROVE, { id: decision.id }))
            .approveIdentityChange
        : (
            await graphqlRequest('RejectIdentityChange', REJECT, {
              id: decision.id,
              reason: decision.reason,
            })
          ).rejectIdentityChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingKey }),
  });
}
