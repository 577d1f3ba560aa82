import { AppError, errorCatalogue } from '../../http/errors.ts';

/** The invoices' refusals (docs/spec/invoices.md §6). */
export const InvoiceErrors = Object.assign(
  errorCatalogue({
    /** The part is not shipped or collected yet: no invoice before its books leave. */
    notYet: { code: 'INVOICE_NOT_YET', status: 409, messageKey: 'invoiceNotYet' },
    /** The bookshop's legal data cannot make an invoice (name, VAT number, registered office). */
    sellerIncomplete: {
      code: 'INVOICE_SELLER_INCOMPLETE',
      status: 409,
      messageKey: 'invoiceSellerIncomplete',
    },
    /** The billing data the order kept cannot make one (no tax id, no address, no office code). */
    buyerIncomplete: {
      code: 'INVOICE_BUYER_INCOMPLETE',
      status: 409,
      messageKey: 'invoiceBuyerIncomplete',
    },
  }),
  {
    /** A refusal of the data, not of the moment: the invoice waits for data put right. */
    isDataRefusal(error: unknown): boolean {
      return (
        error instanceof AppError &&
        (error.code === 'INVOICE_SELLER_INCOMPLETE' || error.code === 'INVOICE_BUYER_INCOMPLETE')
      );
    },
  },
);
