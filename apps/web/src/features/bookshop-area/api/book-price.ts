import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';

// A copy's discount and what decides its cap under the book-price law
// (docs/spec/book-price-law.md §3): the server refuses a discount above the cap.

const SET_DISCOUNT = graphql(`
  mutation SetDiscount($productId: ID!, $percent: Int!) {
    setDiscount(productId: $productId, percent: $percent) {
      ...ShelfBookFields
    }
  }
`);

const SET_BOOK_PRICE_FACTS = graphql(`
  mutation SetBookPriceFacts($productId: ID!, $textbook: Boolean!, $outOfPrint: Boolean!) {
    setBookPriceFacts(productId: $productId, textbook: $textbook, outOfPrint: $outOfPrint) {
      ...ShelfBookFields
    }
  }
`);

export async function setDiscount(productId: string, percent: number) {
  return (await graphqlRequest('SetDiscount', SET_DISCOUNT, { productId, percent })).setDiscount;
}

export async function setBookPriceFacts(
  productId: string,
  facts: { textbook: boolean; outOfPrint: boolean },
) {
  return (await graphqlRequest('SetBookPriceFacts', SET_BOOK_PRICE_FACTS, { productId, ...facts }))
    .setBookPriceFacts;
}
