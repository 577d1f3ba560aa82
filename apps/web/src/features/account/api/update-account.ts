import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSchema, type Profile } from '../../../components/account/account-schemas';

/** The profile, with the current password when the email changes. */
export type ProfileUpdate = Profile & { currentPassword?: string };
import { readFormResult, type FormResult } from '../../../lib/form-result';
import { postJson } from '../../../lib/http';
import { userEmailQueryKey } from '../../../lib/user-email';
import { ACCOUNT_URL, accountQueryKey } from './get-account';

/**
 * `POST /api/account/` (docs/spec/accounts-and-access.md §2): 200 with the account as saved (the
 * answer sets the `user_language` cookie to its language); a new email is not saved but waits for
 * the link mailed to it (`pendingEmail`), and needs `currentPassword`; 400 field by field (an email
 * taken, a wrong password, …); 429 past the login's limits or the hour's email changes.
 */
export async function updateAccount(profile: ProfileUpdate): Promise<FormResult> {
  return readFormResult(await postJson(ACCOUNT_URL, profile));
}

/** Saves the profile; the page's account and the header's email follow. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (result) => {
      if (result.kind !== 'ok') return;
      const saved = accountSchema.safeParse(result.body);
      if (saved.success) queryClient.setQueryData(accountQueryKey, saved.data);
      else await queryClient.invalidateQueries({ queryKey: accountQueryKey });
      await queryClient.invalidateQueries({ queryKey: userEmailQueryKey });
    },
  });
}
