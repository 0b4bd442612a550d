import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AddressItem } from '@shop/contract';
import { editAddressCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { toast } from '../../ui/toast';
import { ADDRESSES_KEY } from './api';

/**
 * Makes an address the main one (the spec's edit with primary 1): the addresses screen's "Make main" and the
 * address chosen at checkout, whose fee the cart is priced with. `onDone` follows the new list.
 */
export function useMakeMain(onDone?: () => void) {
  const { t } = useTranslation('addresses');
  const queryClient = useQueryClient();
  return useApiMutation({
    run: (address: AddressItem) => {
      const { id, name, phone, emirate, region, latitude, longitude, location_name } = address;
      return api(editAddressCall, {
        id,
        name,
        phone,
        address: address.address,
        emirate,
        region,
        latitude,
        longitude,
        location_name,
        primary: 1,
      });
    },
    onDone: (answer) => {
      queryClient.setQueryData(ADDRESSES_KEY, answer.data);
      toast.success(t('addresses.mainChanged'));
      onDone?.();
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('addresses.editFailed')),
  });
}
