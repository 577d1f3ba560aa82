// A part's electronic invoice (docs/spec/invoices.md §6): issued once the part is shipped or
// collected, downloaded as FatturaPA XML by its bookshop's staff and the administrator.

/** The states a part's invoice exists in (or is issued on the first download). */
const DELIVERED = new Set(['SHIPPED', 'COLLECTED']);

/** Whether the part's invoice can be downloaded: asked for, and the part delivered. */
export function invoiceReady(part: { status: string; invoiceRequested: boolean }): boolean {
  return part.invoiceRequested && DELIVERED.has(part.status);
}

/** The address of the part's invoice (GET /api/bookshop/parts/{id}/invoice.xml). */
export function partInvoiceUrl(partId: string): string {
  return `/api/bookshop/parts/${encodeURIComponent(partId)}/invoice.xml`;
}
