import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../config/languages';
import { graphqlRequest } from '../../../lib/graphql';

const GET_COUNTRIES = /* GraphQL */ `
  query GetCountries($lang: String!) {
    getCountries(lang: $lang) {
      code
      name
    }
  }
`;

export interface Country {
  code: string;
  name: string;
}

/** The countries with their names in `lang`, sorted by name by the server. */
export async function getCountries(lang: Lang, signal?: AbortSignal): Promise<Country[]> {
  const data = await graphqlRequest<{ getCountries: Country[] }>(
    'GetCountries',
    GET_COUNTRIES,
    { lang },
    signal ? { signal } : {},
  );
  return data.getCountries;
}

export function countriesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['countries', lang],
    queryFn: ({ signal }) => getCountries(lang, signal),
    // The list changes with a deploy, not while a page is open.
    staleTime: 60 * 60_000,
  });
}

export function useCountries(lang: Lang) {
  return useQuery(countriesQueryOptions(lang));
}
