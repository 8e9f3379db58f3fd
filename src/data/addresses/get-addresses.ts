import { addressSchema, listOf } from '@contract';
import { userKeys } from '../query-keys';
import { useChangeThenRefetch, userList } from '../user-lists';

/** GET /api/address: the signed-in customer's delivery addresses. */
const addresses = userList('/address', listOf(addressSchema), userKeys.addresses());
export const getAddresses = addresses.fetchList;
export const addressesQueryOptions = addresses.options;
export const useAddresses = addresses.useList;

/** A change to the address book (add, edit, delete): on success the list is fetched again. */
export const useAddressBookChange = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) =>
  useChangeThenRefetch(mutationFn, [userKeys.addresses()]);
