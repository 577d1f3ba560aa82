import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSchema, type Profile } from '../../../components/account/account-schemas';
import { readFormResult, type FormResult } from '../../../lib/form-result';
import { postJson } from '../../../lib/http';
import { userEmailQueryKey } from '../../../lib/user-email';
import { ACCOUNT_URL, accountQueryKey } from './get-account';

/**
 * `POST /api/account/` (CONTRACT §7): 200 with the account as saved (the answer sets the
 * `user_language` cookie to its language); 400 field by field (an email taken, …).
 */
export async function updateAccount(profile: Profile): Promise<FormResult> {
  return readFormResult(await postJson(ACCOUNT_URL, profile));
}

/** Saves the profile; the page's account and the header's email follow. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (result, profile) => {
      if (result.kind !== 'ok') return;
      const saved = accountSchema.safeParse(result.body);
      queryClient.setQueryData(accountQueryKey, saved.success ? saved.data : profile);
      await queryClient.invalidateQueries({ queryKey: userEmailQueryKey });
    },
  });
}
