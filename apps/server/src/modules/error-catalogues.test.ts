import { describe, expect, it } from 'vitest';
import { HttpErrors, type ErrorSpec } from '../http/errors.ts';
import { LANGUAGES } from '@scaffale/domain/languages';
import { translate } from '../http/i18n.ts';
import { AccountErrors } from './account/errors.ts';
import { AdminErrors } from './admin/errors.ts';
import { BasketErrors } from './basket/errors.ts';
import { BookshopErrors, ShelfErrors } from './bookshop/errors.ts';
import { CatalogErrors } from './catalog/errors.ts';
import { CheckoutErrors } from './checkout/errors.ts';
import { InvoiceErrors } from './invoices/errors.ts';
import { OrderErrors } from './orders/errors.ts';
import { PaymentErrors } from './payments/errors.ts';
import { ReturnErrors } from './returns/errors.ts';
import { ShippingErrors } from './shipping/errors.ts';

// Every failure the API can answer with, from the modules' catalogues: the client reads the
// code, so one code must always mean one status, and every message exists in each language.

const catalogues: Record<string, { specs: Record<string, ErrorSpec> }> = {
  HttpErrors,
  AccountErrors,
  AdminErrors,
  BasketErrors,
  BookshopErrors,
  CatalogErrors,
  CheckoutErrors,
  InvoiceErrors,
  OrderErrors,
  PaymentErrors,
  ReturnErrors,
  ShippingErrors,
  ShelfErrors,
};

const entries = Object.entries(catalogues).flatMap(([catalogue, errors]) =>
  Object.entries(errors.specs).map(([name, spec]) => ({ where: `${catalogue}.${name}`, ...spec })),
);

describe('the error catalogues', () => {
  it('make errors carrying their code, status, message and parameters', () => {
    const error = OrderErrors.outOfStockBooks({ books: '«Decameron»' });
    expect([error.code, error.statusCode, error.messageKey]).toEqual([
      'OUT_OF_STOCK',
      409,
      'outOfStockBooks',
    ]);
    expect(error.translated('it')).toContain('«Decameron»');
  });

  it('give each code one status wherever it is written, in the wire format', () => {
    const statusOf = new Map<string, { status: number; where: string }>();
    for (const { code, status, where } of entries) {
      expect(code, where).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
      const seen = statusOf.get(code);
      if (seen) expect(status, `${where} against ${seen.where}`).toBe(seen.status);
      else statusOf.set(code, { status, where });
      expect([400, 401, 403, 404, 409], where).toContain(status);
    }
  });

  it('translate every message into the four languages', () => {
    for (const { messageKey, where } of entries) {
      for (const lang of LANGUAGES) {
        expect(translate(lang, messageKey).trim(), `${where} in ${lang}`).not.toBe('');
      }
    }
  });
});
