import type { AccountDeletionValues } from '../../../components/account/account-schemas';
import { readFormResult, type FormResult } from '../../../lib/form-result';
import { postJson } from '../../../lib/http';

export const DELETE_ACCOUNT_URL = '/api/account/delete/';

/**
 * `POST /api/account/delete/` (docs/spec/accounts-and-access.md §2): 200 the account's personal
 * data are removed (its orders stay with the bookshops) and the session is ended; 400 with
 * `errors.password` when the password is wrong; 409 `ACCOUNT_ORDERS_IN_FLIGHT` while an order still
 * moves money or books, its `detail` naming each and what it waits for (shown above the form). The
 * caller refreshes the session's queries once it has left the account page (refreshSessionQueries),
 * whose own query would now answer 401.
 */
export async function deleteAccount(values: AccountDeletionValues): Promise<FormResult> {
  return readFormResult(await postJson(DELETE_ACCOUNT_URL, values));
}
