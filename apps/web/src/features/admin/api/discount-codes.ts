import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';

export type DiscountKind = 'PERCENT' | 'FIXED';

export interface AdminDiscountCode {
  code: string;
  kind: DiscountKind;
  percent: number | null;
  amount: string | null;
  bookshop: { id: string; name: string } | null;
  maxUses: number | null;
  usesCount: number;
  expiresAt: string | null;
  expired: boolean;
}

export interface NewDiscountCode {
  code: string;
  kind: DiscountKind;
  percent: number | null;
  amount: string | null;
  bookshopId: string | null;
  maxUses: number | null;
  /** YYYY-MM-DD: the code works until the end of that day. */
  expiresAt: string | null;
}

export interface DiscountCodeUse {
  email: string;
  orderNumber: string | null;
  amount: string;
  usedAt: string;
}

const FIELDS = 'code kind percent amount bookshop { id name } maxUses usesCount expiresAt expired';

const ADMIN_CODES = /* GraphQL */ `
  query AdminDiscountCodes { adminDiscountCodes { ${FIELDS} } }
`;
const CREATE_CODE = /* GraphQL */ `
  mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {
    createDiscountCode(input: $input) { ${FIELDS} }
  }
`;
const EXPIRE_CODE = /* GraphQL */ `
  mutation ExpireDiscountCode($code: String!) { expireDiscountCode(code: $code) { ${FIELDS} } }
`;
const CODE_USES = /* GraphQL */ `
  query DiscountCodeUses($code: String!) {
    discountCodeUses(code: $code) {
      email
      orderNumber
      amount
      usedAt
    }
  }
`;

const codesKey = ['admin', 'discount-codes'] as const;

export function useAdminDiscountCodes() {
  return useQuery(
    queryOptions({
      queryKey: codesKey,
      queryFn: async ({ signal }) =>
        (
          await graphqlRequest<{ adminDiscountCodes: AdminDiscountCode[] }>(
            'AdminDiscountCodes',
            ADMIN_CODES,
            {},
            { signal },
          )
        ).adminDiscountCodes,
    }),
  );
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewDiscountCode) =>
      (
        await graphqlRequest<{ createDiscountCode: AdminDiscountCode }>(
          'CreateDiscountCode',
          CREATE_CODE,
          { input },
        )
      ).createDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useExpireDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await graphqlRequest<{ expireDiscountCode: AdminDiscountCode }>(
          'ExpireDiscountCode',
          EXPIRE_CODE,
          { code },
        )
      ).expireDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useDiscountCodeUses(code: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...codesKey, 'uses', code],
      queryFn: async ({ signal }) =>
        (
          await graphqlRequest<{ discountCodeUses: DiscountCodeUse[] }>(
            'DiscountCodeUses',
            CODE_USES,
            { code },
            { signal },
          )
        ).discountCodeUses,
      enabled: code !== null,
    }),
  );
}
