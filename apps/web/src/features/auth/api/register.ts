import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Registration } from '../../../components/account/account-schemas';
import { readFormResult, type FormResult } from '../../../lib/form-result';
import { postJson } from '../../../lib/http';
import { refreshSessionQueries } from '../../../lib/session-queries';

export const REGISTER_URL = '/api/register/';

/**
 * `POST /api/register/` (docs/spec/accounts-and-access.md §1): 201 and the browser is logged in as
 * the new buyer, the guest's basket merged; 400 field by field (an email taken is the email's
 * error); 429.
 */
export async function register(registration: Registration): Promise<FormResult> {
  return readFormResult(await postJson(REGISTER_URL, registration));
}

/** Registers, then refreshes what the header and the basket show for the new session. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (result) =>
      result.kind === 'ok' ? refreshSessionQueries(queryClient) : Promise.resolve(),
  });
}
