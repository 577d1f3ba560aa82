import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { SuggestBooksQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

const SUGGEST_BOOKS = graphql(`
  query SuggestBooks($query: String!) {
    suggestBooks(query: $query) {
      isbn
      title
      authors
      year
    }
  }
`);

export type Suggestion = SuggestBooksQuery['suggestBooks'][number];

/** Fewer letters than this suggest nothing: too many books would match. */
export const SUGGEST_MIN_LENGTH = 2;

/** At most 8 books for what the reader has typed so far (its last word may be unfinished). */
export async function suggestBooks(query: string, signal?: AbortSignal) {
  const data = await graphqlRequest(
    'SuggestBooks',
    SUGGEST_BOOKS,
    { query },
    signal ? { signal } : {},
  );
  return data.suggestBooks;
}

export function suggestBooksQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['books', 'suggest', query],
    queryFn: ({ signal }) => suggestBooks(query, signal),
    staleTime: 60_000,
  });
}
