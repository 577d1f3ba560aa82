import { describe, expect, it } from 'vitest';
import { invoiceReady, partInvoiceUrl } from './invoices';

describe('a part’s invoice', () => {
  it('is offered once the part is shipped or collected, when the buyer asked for one', () => {
    for (const status of ['SHIPPED', 'COLLECTED'])
      expect(invoiceReady({ status, invoiceRequested: true }), status).toBe(true);
    for (const status of ['TO_CONFIRM', 'ACCEPTED', 'READY_FOR_PICKUP', 'REJECTED', 'CANCELLED'])
      expect(invoiceReady({ status, invoiceRequested: true }), status).toBe(false);
    expect(invoiceReady({ status: 'SHIPPED', invoiceRequested: false })).toBe(false);
  });

  it('is downloaded from the part’s address', () => {
    expect(partInvoiceUrl('17')).toBe('/api/bookshop/parts/17/invoice.xml');
  });
});
