import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingAddressInput } from '@scaffale/domain/addresses';
import { postJson } from '../http';
import { billingAddressesKey } from './get-billing-addresses';
import { toSaveResult, type SaveResult } from './save-result';

export const BILLING_ADDRESS_URL = '/api/dati-fatturazione/';

/** Creates (no id) or updates (id 'A…') the account's billing data; 200 with the id. */
export async function saveBillingAddress(input: BillingAddressInput): Promise<SaveResult> {
  const response = await postJson(BILLING_ADDRESS_URL, input);
  return toSaveResult(response, [200, 201]);
}

/**
 * Saves, then waits for the refetched billing addresses (docs/spec/api-contract.md §4: the list is
 * refetched).
 */
export function useSaveBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingAddress,
    onSuccess: async (result) => {
      if (result.kind === 'saved') {
        await queryClient.invalidateQueries({ queryKey: billingAddressesKey });
      }
    },
  });
}
