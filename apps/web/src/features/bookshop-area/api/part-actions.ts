import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';
import type { BookshopPart } from './bookshop-orders';

/** What the staff can do to a part; each answers the part as it is afterwards. */
export type PartAction =
  | { kind: 'accept' }
  | { kind: 'reject'; lineIds: string[]; reason: string }
  | { kind: 'ship'; carrier: string; trackingCode: string }
  | { kind: 'ready' }
  | { kind: 'collected' };

const ACCEPT = graphql(`
  mutation AcceptOrderPart($partId: ID!) {
    acceptOrderPart(partId: $partId) {
      ...OrderPartFields
    }
  }
`);

const REJECT = graphql(`
  mutation RejectOrderLines($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
    rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) {
      ...OrderPartFields
    }
  }
`);

const SHIP = graphql(`
  mutation ShipOrderPart($partId: ID!, $carrier: String!, $trackingCode: String!) {
    shipOrderPart(partId: $partId, carrier: $carrier, trackingCode: $trackingCode) {
      ...OrderPartFields
    }
  }
`);

const READY = graphql(`
  mutation MarkReadyForPickup($partId: ID!) {
    markReadyForPickup(partId: $partId) {
      ...OrderPartFields
    }
  }
`);

const COLLECTED = graphql(`
  mutation MarkCollected($partId: ID!) {
    markCollected(partId: $partId) {
      ...OrderPartFields
    }
  }
`);

export async function runPartAction(partId: string, action: PartAction): Promise<BookshopPart> {
  switch (action.kind) {
    case 'accept':
      return (await graphqlRequest('AcceptOrderPart', ACCEPT, { partId })).acceptOrderPart;
    case 'reject': {
      const { lineIds, reason } = action;
      const data = await graphqlRequest('RejectOrderLines', REJECT, { partId, lineIds, reason });
      return data.rejectOrderLines;
    }
    case 'ship': {
      const { carrier, trackingCode } = action;
      const data = await graphqlRequest('ShipOrderPart', SHIP, { partId, carrier, trackingCode });
      return data.shipOrderPart;
    }
    case 'ready':
      return (await graphqlRequest('MarkReadyForPickup', READY, { partId })).markReadyForPickup;
    case 'collected':
      return (await graphqlRequest('MarkCollected', COLLECTED, { partId })).markCollected;
  }
}
