import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingAddressInput } from '@scaffale/domain/addresses';
import { postJson } from '../http';
import { shippingAddressesKey } from './get-shipping-addresses';
import { toSaveResult, type SaveResult } from './save-result';

export const SHIPPING_ADDRESS_URL = '/api/indirizzo-spedizione/';

export function shippingAddressUrl(id: string | null): string {
  return id === null ? SHIPPING_ADDRESS_URL : `${SHIPPING_ADDRESS_URL}${encodeURIComponent(id)}/`;
}

export interface SaveShippingAddressInput {
  /** null creates a new address; an id updates that one. */
  id: string | null;
  address: ShippingAddressInput;
}

/** Creates (201) or updates (200) a shipping address of the account. */
export async function saveShippingAddress({
  id,
  address,
}: SaveShippingAddressInput): Promise<SaveResult> {
  const response = await postJson(shippingAddressUrl(id), address);
  return toSaveResult(response, id === null ? [201, 200] : [200]);
}

/** Saves, then waits for the refreshed address list, so the new id is already in it. */
export function useSaveShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingAddress,
    onSuccess: async (result) => {
      if (result.kind === 'saved') {
        await queryClient.invalidateQueries({ queryKey: shippingAddressesKey });
      }
    },
  });
}
