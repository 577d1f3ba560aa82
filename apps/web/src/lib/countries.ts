import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../config/languages';
import { graphql } from '../gql/gql';
import type { GetCountriesQuery } from '../gql/graphql';
import { graphqlRequest } from './graphql';

// Shared by the cart, the checkout and the account pages (features never import each other).

export type Country = GetCountriesQuery['getCountries'][number];

const GET_COUNTRIES = graphql(`
  query GetCountries($lang: String!) {
    getCountries(lang: $lang) {
      code
      name
    }
  }
`);

/** The countries an address may be in, named and sorted in `lang`. */
export async function getCountries(lang: Lang, signal?: AbortSignal): Promise<Country[]> {
  const data = await graphqlRequest('GetCountries', GET_COUNTRIES, { lang }, { signal });
  return data.getCountries;
}

export function countriesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['countries', lang],
    queryFn: ({ signal }) => getCountries(lang, signal),
    staleTime: 60 * 60_000,
  });
}

export function useCountries(lang: Lang) {
  return useQuery(countriesQueryOptions(lang));
}
