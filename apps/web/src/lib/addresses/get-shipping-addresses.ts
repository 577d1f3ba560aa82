import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../config/languages';
import { graphql } from '../../gql/gql';
import type { GetShippingAddressesQuery } from '../../gql/graphql';
import { graphqlRequest } from '../graphql';

/** A saved shipping address as the server reads it back (docs/spec/api-contract.md §3.1). */
export type SavedShippingAddress = GetShippingAddressesQuery['getShippingAddresses'][number];

const GET_SHIPPING_ADDRESSES = graphql(`
  query GetShippingAddresses($lang: String!) {
    getShippingAddresses(lang: $lang) {
      id
      etichetta
      name
      attenzioneDi
      telefono
      email
      indirizzo
      indirizzo2
      citta
      provinciaStato
      cap
      nazione {
        code
        name
      }
      note
    }
  }
`);

/** The account's saved shipping addresses, oldest first; country names in `lang`. */
export async function getShippingAddresses(
  lang: Lang,
  signal?: AbortSignal,
): Promise<SavedShippingAddress[]> {
  const data = await graphqlRequest(
    'GetShippingAddresses',
    GET_SHIPPING_ADDRESSES,
    { lang },
    { signal },
  );
  return data.getShippingAddresses;
}

/** Every language's copy of the list: what a save invalidates. */
export const shippingAddressesKey = ['addresses', 'shipping'] as const;

export function shippingAddressesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: [...shippingAddressesKey, lang],
    queryFn: ({ signal }) => getShippingAddresses(lang, signal),
    staleTime: 30_000,
  });
}

/** `enabled` false: not asked (a visitor has none to read). */
export function useShippingAddresses(lang: Lang, enabled = true) {
  return useQuery({ ...shippingAddressesQueryOptions(lang), enabled });
}
