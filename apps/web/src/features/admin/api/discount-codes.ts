import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type {
  AdminDiscountCodeFieldsFragment,
  CreateDiscountCodeInput,
  DiscountCodeUsesQuery,
  DiscountKind as DiscountWireKind,
} from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

export type DiscountKind = DiscountWireKind;

// Used by name in the list's document and the create and expire ones.
graphql(`
  fragment AdminDiscountCodeFields on AdminDiscountCode {
    code
    kind
    percent
    amount
    bookshop {
      id
      name
    }
    maxUses
    usesCount
    expiresAt
    expired
  }
`);

export type AdminDiscountCode = AdminDiscountCodeFieldsFragment;

/** `expiresAt` as the form sends it: YYYY-MM-DD, the code works until the end of that day. */
export type NewDiscountCode = CreateDiscountCodeInput;

export type DiscountCodeUse = DiscountCodeUsesQuery['discountCodeUses'][number];

const ADMIN_CODES = graphql(`
  query AdminDiscountCodes {
    adminDiscountCodes {
      ...AdminDiscountCodeFields
    }
  }
`);
const CREATE_CODE = graphql(`
  mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {
    createDiscountCode(input: $input) {
      ...AdminDiscountCodeFields
    }
  }
`);
const EXPIRE_CODE = graphql(`
  mutation ExpireDiscountCode($code: String!) {
    expireDiscountCode(code: $code) {
      ...AdminDiscountCodeFields
    }
  }
`);
const CODE_USES = graphql(`
  query DiscountCodeUses($code: String!) {
    discountCodeUses(code: $code) {
      email
      orderNumber
      amount
      usedAt
    }
  }
`);

const codesKey = ['admin', 'discount-codes'] as const;

export function useAdminDiscountCodes() {
  return useQuery(
    queryOptions({
      queryKey: codesKey,
      queryFn: async ({ signal }) =>
        (await graphqlRequest('AdminDiscountCodes', ADMIN_CODES, {}, { signal }))
          .adminDiscountCodes,
    }),
  );
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewDiscountCode) =>
      (await graphqlRequest('CreateDiscountCode', CREATE_CODE, { input })).createDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useExpireDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await graphqlRequest('ExpireDiscountCode', EXPIRE_CODE, { code })).expireDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useDiscountCodeUses(code: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...codesKey, 'uses', code],
      // No code chosen: nothing asked.
      queryFn:
        code === null
          ? skipToken
          : async ({ signal }) =>
              (await graphqlRequest('DiscountCodeUses', CODE_USES, { code }, { signal }))
                .discountCodeUses,
    }),
  );
}
