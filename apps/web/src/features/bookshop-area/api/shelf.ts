import { graphqlRequest } from '../../../lib/graphql';

const SET_STOCK = /* GraphQL */ `
  mutation SetStock($productId: ID!, $available: Int!) {
    setStock(productId: $productId, available: $available) {
      id
      title
      available
    }
  }
`;

const SET_VACATION = /* GraphQL */ `
  mutation SetVacation($until: String) {
    setVacation(until: $until) {
      id
      name
      inVacation
      vacationEnd
    }
  }
`;

export interface StockAnswer {
  id: string;
  title: string;
  available: number;
}

export interface VacationAnswer {
  id: string;
  name: string;
  inVacation: boolean;
  vacationEnd: string | null;
}

export async function setStock(productId: string, available: number): Promise<StockAnswer> {
  const data = await graphqlRequest<{ setStock: StockAnswer }>('SetStock', SET_STOCK, {
    productId,
    available,
  });
  return data.setStock;
}

/** `until` YYYY-MM-DD closes the bookshop until then; null opens it again. */
export async function setVacation(until: string | null): Promise<VacationAnswer> {
  const data = await graphqlRequest<{ setVacation: VacationAnswer }>('SetVacation', SET_VACATION, {
    until,
  });
  return data.setVacation;
}
