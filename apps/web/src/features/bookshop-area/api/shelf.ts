import { graphql } from '../../../gql/gql';
import type { SetStockMutation, SetVacationMutation } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

const SET_STOCK = graphql(`
  mutation SetStock($productId: ID!, $available: Int!) {
    setStock(productId: $productId, available: $available) {
      id
      title
      available
    }
  }
`);

const SET_VACATION = graphql(`
  mutation SetVacation($until: String) {
    setVacation(until: $until) {
      id
      name
      inVacation
      vacationEnd
    }
  }
`);

export type StockAnswer = SetStockMutation['setStock'];
export type VacationAnswer = SetVacationMutation['setVacation'];

export async function setStock(productId: string, available: number): Promise<StockAnswer> {
  const data = await graphqlRequest('SetStock', SET_STOCK, {
    productId,
    available,
  });
  return data.setStock;
}

/** `until` YYYY-MM-DD closes the bookshop until then; null opens it again. */
export async function setVacation(until: string | null): Promise<VacationAnswer> {
  const data = await graphqlRequest('SetVacation', SET_VACATION, {
    until,
  });
  return data.setVacation;
}
