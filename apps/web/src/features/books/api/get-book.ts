import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { GetBookQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

export const GET_BOOK = graphql(`
  query GetBook($isbn: String!) {
    getBook(isbn: $isbn) {
      isbn
      title
      authors
      publisher
      year
      language
      pages
      description
      offers {
        price
        available
        condition
        product {
          id
          weight
        }
        bookshop {
          id
          name
          city
        }
      }
    }
  }
`);

export type Book = NonNullable<GetBookQuery['getBook']>;
export type BookOffer = Book['offers'][number];

/** The book of that ISBN with every open offer, cheapest first; null when none has it. */
export async function getBook(isbn: string, signal?: AbortSignal) {
  const data = await graphqlRequest('GetBook', GET_BOOK, { isbn }, signal ? { signal } : {});
  return data.getBook;
}

export function bookQueryOptions(isbn: string) {
  return queryOptions({
    queryKey: ['books', 'book', isbn],
    queryFn: ({ signal }) => getBook(isbn, signal),
    staleTime: 10_000,
  });
}

export function useBook(isbn: string | null) {
  return useQuery({ ...bookQueryOptions(isbn ?? ''), enabled: isbn !== null });
}
