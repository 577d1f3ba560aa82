import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';

const SET_PRICE = graphql(`
  mutation SetPrice($productId: ID!, $price: Decimal!) {
    setPrice(productId: $productId, price: $price) {
      id
      title
      price
    }
  }
`);

export interface PriceAnswer {
  id: string;
  title: string;
  price: string;
}

/** `price` a decimal string in EUR ("12.50"): the book's new list price. */
export async function setPrice(productId: string, price: string): Promise<PriceAnswer> {
  const data = await graphqlRequest('SetPrice', SET_PRICE, {
    productId,
    price,
  });
  return data.setPrice;
}
