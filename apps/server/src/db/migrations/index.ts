import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.ts';
import * as m0002 from './0002_discount_attempts.ts';
import * as m0003 from './0003_orders_deferred_and_sandbox.ts';
import * as m0004 from './0004_refusals.ts';
import * as m0005 from './0005_order_children_indexes.ts';
import * as m0006 from './0006_installation_keys.ts';
import * as m0007 from './0007_refunds_and_order_events.ts';
import * as m0008 from './0008_basket_line_adjustments.ts';
import * as m0009 from './0009_bookshop_side.ts';
import * as m0010 from './0010_part_deadlines.ts';
import * as m0011 from './0011_products_isbn.ts';
import * as m0012 from './0012_admin.ts';
import * as m0013 from './0013_refund_reports.ts';
import * as m0014 from './0014_mail_and_password_resets.ts';
import * as m0015 from './0015_account_openings.ts';
import * as m0016 from './0016_unpaid_copies.ts';
import * as m0017 from './0017_email_changes.ts';
import * as m0018 from './0018_first_password.ts';
import * as m0019 from './0019_part_cancelled_mail.ts';
import * as m0020 from './0020_partial_rejections.ts';
import * as m0021 from './0021_bank_transfer_details.ts';
import * as m0022 from './0022_mail_rules_in_code.ts';
import * as m0023 from './0023_ledger_and_payouts.ts';
import * as m0024 from './0024_seller_identity.ts';
import * as m0025 from './0025_books_and_offers.ts';
import * as m0026 from './0026_book_price_law.ts';
import * as m0027 from './0027_invoices.ts';
import * as m0028 from './0028_returns.ts';
import * as m0029 from './0029_data_exports.ts';
import * as m0030 from './0030_deferred_settlements.ts';
import * as m0031 from './0031_sandbox_refund_instructions.ts';

// Listed explicitly (not read from disk) so the same code runs under tsx, vitest and a bundle.
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_discount_attempts': m0002,
  '0003_orders_deferred_and_sandbox': m0003,
  '0004_refusals': m0004,
  '0005_order_children_indexes': m0005,
  '0006_installation_keys': m0006,
  '0007_refunds_and_order_events': m0007,
  '0008_basket_line_adjustments': m0008,
  '0009_bookshop_side': m0009,
  '0010_part_deadlines': m0010,
  '0011_products_isbn': m0011,
  '0012_admin': m0012,
  '0013_refund_reports': m0013,
  '0014_mail_and_password_resets': m0014,
  '0015_account_openings': m0015,
  '0016_unpaid_copies': m0016,
  '0017_email_changes': m0017,
  '0018_first_password': m0018,
  '0019_part_cancelled_mail': m0019,
  '0020_partial_rejections': m0020,
  '0021_bank_transfer_details': m0021,
  '0022_mail_rules_in_code': m0022,
  '0023_ledger_and_payouts': m0023,
  '0024_seller_identity': m0024,
  '0025_books_and_offers': m0025,
  '0026_book_price_law': m0026,
  '0027_invoices': m0027,
  '0028_returns': m0028,
  '0029_data_exports': m0029,
  '0030_deferred_settlements': m0030,
  '0031_sandbox_refund_instructions': m0031,
};
