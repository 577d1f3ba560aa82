import type { RejectionReason } from '@scaffale/domain/part-refunds';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';
import type { BookshopPart } from './bookshop-orders';

/**
 * A rejection as the form makes it: the lines, fewer copies of some of them (the rest of
 * each stays to supply), why, the words the buyer reads, and whether the copies go back on
 * the shelf.
 */
export interface RejectInput {
  lineIds: string[];
  quantities: { lineId: string; quantity: number }[];
  reasonCode: RejectionReason;
  reason: string;
  restock: boolean;
}

/** What the staff can do to a part; each answers the part as it is afterwards. */
export type PartAction =
  | { kind: 'accept' }
  | ({ kind: 'reject' } & RejectInput)
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
  mutation RejectOrderLines(
    $partId: ID!
    $lineIds: [ID!]!
    $reason: String!
    $reasonCode: RejectionReason
    $quantities: [RejectedCopiesInput!]
    $restock: Boolean
  ) {
    rejectOrderLines(
      partId: $partId
      lineIds: $lineIds
      reason: $reason
      reasonCode: $reasonCode
      quantities: $quantities
      restock: $restock
    ) {
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
      const { lineIds, quantities, reasonCode, reason, restock } = action;
      const data = await graphqlRequest('RejectOrderLines', REJECT, {
        partId,
        lineIds,
        quantities,
        reasonCode,
        reason,
        restock,
      });
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
