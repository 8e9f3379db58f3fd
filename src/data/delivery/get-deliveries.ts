import { deliveryRequestListSchema } from '@contract';
import { userKeys } from '../query-keys';
import { useChangeThenRefetch, userList } from '../user-lists';

/** GET /api/delivery: the customer's door-delivery requests, newest first. */
const deliveries = userList('/delivery', deliveryRequestListSchema, userKeys.deliveries());
export const getDeliveries = deliveries.fetchList;
export const deliveriesQueryOptions = deliveries.options;
export const useDeliveries = deliveries.useList;

/** A change to the customer's requests: the requests and the parcel lists are fetched again. */
export const useDeliveryChange = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) =>
  useChangeThenRefetch(mutationFn, [userKeys.deliveries(), userKeys.parcels(undefined).slice(0, 2)]);
