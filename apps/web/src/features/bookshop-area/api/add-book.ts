import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';
import type { ShelfBook } from './get-shelf';

export interface NewBook {
  isbn: string;
  title: string;
  authors: string[];
  publisher: string;
  year: number;
  weightGrams: number;
  /** A decimal string in EUR ("12.50"). */
  price: string;
  available: number;
}

/** The fields of the form, in its order: a server refusal names one of them. */
export const NEW_BOOK_FIELDS = [
  'isbn',
  'title',
  'authors',
  'publisher',
  'year',
  'weightGrams',
  'price',
  'available',
] as const;
export type NewBookField = (typeof NEW_BOOK_FIELDS)[number];

const ADD_BOOK = graphql(`
  mutation AddBook($input: NewBookInput!) {
    addBook(input: $input) {
      ...ShelfBookFields
    }
  }
`);

export async function addBook(input: NewBook): Promise<ShelfBook> {
  const data = await graphqlRequest('AddBook', ADD_BOOK, { input });
  return data.addBook;
}
