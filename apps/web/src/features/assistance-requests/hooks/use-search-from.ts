import { nearbyQuery } from '@sahaya/contract/assistance-requests/schemas';
import { useQueryChoice } from '../../../lib/hooks/use-query-choice.ts';
import { CURRENT_LOCATION } from '../utils/search-places.ts';

/** '' until the volunteer chooses: then the device's position when already allowed, else the primary address. */
export type SearchFrom = '' | typeof CURRENT_LOCATION | (string & {});

const isAddressId = (raw: string) => nearbyQuery.shape.addressId.safeParse(raw).success;

const readFrom = (raw: string | undefined): SearchFrom =>
  raw === CURRENT_LOCATION || (raw !== undefined && isAddressId(raw)) ? raw : '';

/**
 * Where the volunteer chose to search from, kept in the address beside the page, search and type:
 * one of their saved addresses (its id), their current location, or not chosen yet ('').
 */
export function useSearchFrom() {
  const [from, setFrom] = useQueryChoice<SearchFrom>('from', readFrom, '');
  const addressId = from !== '' && from !== CURRENT_LOCATION ? from : undefined;
  return { from, addressId, setFrom };
}
