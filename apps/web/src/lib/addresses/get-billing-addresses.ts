import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Persona } from '@scaffale/domain/addresses';
import type { Lang } from '../../config/languages';
import { graphqlRequest } from '../graphql';
import type { Country } from '../countries';

/** A billing address as the server reads it back (SPEC §3); saved ones have ids 'A…'. */
export interface BillingAddress {
  id: string;
  professionale: boolean;
  tipologia: string;
  sconto: number;
  label: string;
  persona: Persona;
  data_nascita: string | null;
  nazione: Country | null;
  pagamento_posticipato: boolean;
  codice_fiscale: string;
  partita_iva: string;
  ragione_sociale: string;
  pec: string;
  codice_destinatario_sdi: string;
  nome: string;
  cognome: string;
  indirizzo: string;
  citta: string;
  provincia_stato: string;
  cap: string;
  /** False when no invoice can be issued from it ('contact the staff'). */
  completo: boolean;
}

const GET_BILLING_ADDRESSES = /* GraphQL */ `
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
`;

export async function getBillingAddresses(
  lang: Lang,
  signal?: AbortSignal,
): Promise<BillingAddress[]> {
  const data = await graphqlRequest<{ getBillingAddresses: BillingAddress[] }>(
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
