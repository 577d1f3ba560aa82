import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { FailedMailQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

/** A message the mail queue gave up sending, as the administrator's list shows it. */
export type FailedMail = FailedMailQuery['failedMail'][number];

const FAILED_MAIL = graphql(`
  query FailedMail {
    failedMail {
      id
      recipient
      kind
      subject
      attempts
      lastError
      createdAt
    }
  }
`);
const RETRY_MAIL = graphql(`
  mutation RetryMail($id: ID!) {
    retryMail(id: $id)
  }
`);

const failedMailKey = ['admin', 'failedMail'] as const;

export function useFailedMail() {
  return useQuery({
    queryKey: failedMailKey,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('FailedMail', FAILED_MAIL, {}, { signal })).failedMail,
  });
}

/** Queues a failed message again; the list is read again either way (another admin may have). */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest('RetryMail', RETRY_MAIL, { id })).retryMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedMailKey }),
  });
}
