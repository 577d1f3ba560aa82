// An order part's states and their one transition table live in the domain
// (packages/domain/src/part-states.ts), and every move is made by orders/part-moves.ts
// movePart; the bookshop's lists read the states from here.
export { PART_STATUSES, PART_WAITING_FOR } from '@scaffale/domain/part-states';
