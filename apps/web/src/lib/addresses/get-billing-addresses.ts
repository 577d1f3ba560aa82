import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../config/languages';
import { graphql } from '../../gql/gql';
import type { GetBillingAddressesQuery } from '../../gql/graphql';
import { graphqlRequest } from '../graphql';

/**
 * A billing address as the server reads it back (docs/spec/api-contract.md §3.1); saved ones have
 * ids 'A…'; `completo` false when no invoice can be issued from it ('contact the staff').
 */
export type BillingAddress = GetBillingAddressesQuery['getBillingAddresses'][number];

const GET_BILLING_ADDRESSES = graphql(`
  query GetBillingAddresses($lang: String!) {
    getBillingAddresses(lang: $lang) {
      id
      professionale
      tipologia
      sconto
      label
      persona
      data_nascita
      nazione {
        code
        name
      }
      pagamento_posticipato
      codice_fiscale
      partita_iva
      ragione_sociale
      pec
      codice_destinatario_sdi
      nome
      cognome
      indirizzo
      citta
      provincia_stato
      cap
      completo
    }
  }
`);

export async function getBillingAddresses(
  lang: Lang,
  signal?: AbortSignal,
): Promise<BillingAddress[]> {
  const data = await graphqlRequest(
    'GetBillingAddresses',
    GET_BILLING_ADDRESSES,
    { lang },
    { signal },
  );
  return data.getBillingAddresses;
}

/** Every language's copy of the list: what a save invalidates. */
export const billingAddressesKey = ['addresses', 'billing'] as const;

export function billingAddressesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: [...billingAddressesKey, lang],
    queryFn: ({ signal }) => getBillingAddresses(lang, signal),
    staleTime: 30_000,
  });
}

export function useBillingAddresses(lang: Lang) {
  return useQuery(billingAddressesQueryOptions(lang));
}

/** The name a billing address goes by in a list. */
export function billingAddressName(address: BillingAddress): string {
  return (
    address.label ||
    address.ragione_sociale ||
    `${address.nome} ${address.cognome}`.trim() ||
    address.id
  );
}
