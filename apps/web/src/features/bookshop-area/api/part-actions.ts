import { graphqlRequest } from '../../../lib/graphql';
import { PART_FIELDS, type BookshopPart } from './bookshop-orders';

/** What the staff can do to a part; each answers the part as it is afterwards. */
export type PartAction =
  | { kind: 'accept' }
  | { kind: 'reject'; lineIds: string[]; reason: string }
  | { kind: 'ship'; carrier: string; trackingCode: string }
  | { kind: 'ready' }
  | { kind: 'collected' };

const OPERATIONS = {
  accept: [
    'AcceptOrderPart',
    `mutation AcceptOrderPart($partId: ID!) { acceptOrderPart(partId: $partId) { ${PART_FIELDS} } }`,
    'acceptOrderPart',
  ],
  reject: [
    'RejectOrderLines',
    `mutation RejectOrderLines($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
      rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) { ${PART_FIELDS} }
    }`,
    'rejectOrderLines',
  ],
  ship: [
    'ShipOrderPart',
    `mutation ShipOrderPart($partId: ID!, $carrier: String!, $trackingCode: String!) {
      shipOrderPart(partId: $partId, carrier: $carrier, trackingCode: $trackingCode) { ${PART_FIELDS} }
    }`,
    'shipOrderPart',
  ],
  ready: [
    'MarkReadyForPickup',
    `mutation MarkReadyForPickup($partId: ID!) { markReadyForPickup(partId: $partId) { ${PART_FIELDS} } }`,
    'markReadyForPickup',
  ],
  collected: [
    'MarkCollected',
    `mutation MarkCollected($partId: ID!) { markCollected(partId: $partId) { ${PART_FIELDS} } }`,
    'markCollected',
  ],
} as const;

export async function runPartAction(partId: string, action: PartAction): Promise<BookshopPart> {
  const [operationName, query, field] = OPERATIONS[action.kind];
  const variables =
    action.kind === 'reject'
      ? { lineIds: action.lineIds, reason: action.reason }
      : action.kind === 'ship'
        ? { carrier: action.carrier, trackingCode: action.trackingCode }
        : {};
  const data = await graphqlRequest<Record<string, BookshopPart>>(operationName, query, {
    partId,
    ...variables,
  });
  const part = data[field];
  if (!part) throw new Error(`${operationName} answered no part`);
  return part;
}
