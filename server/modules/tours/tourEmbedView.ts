import type { Tour, TourItem } from '../../../src/core/contract/tours.ts';
import type { Caller } from '../../auth/Caller.ts';

type Embed = NonNullable<Caller['embed']>;

/**
 * A tour as a partner's page shows it: no names of the company's people (who discarded, imported, read), and
 * without what the key hides. Signed-in callers get the tour unchanged.
 */
export function tourForEmbed(tour: Tour): Tour {
  return {
    ...tour,
    discarded_by: null,
    imported: tour.imported && { ...tour.imported, file_name: '', by: null },
    state_changes: tour.state_changes.map((change) => ({ ...change, by: null })),
    actions: [],
  };
}

/** A tour's items for a partner's page: readers' names never, serials and readings when the key hides them. */
export function tourItemForEmbed(item: TourItem, embed: Embed): TourItem {
  const noSerial = embed.hidden.includes('serial');
  const noVolume = embed.hidden.includes('volume');
  return {
    ...item,
    meter_serial: noSerial ? '' : item.meter_serial,
    registers: item.registers.map((register) => ({
      ...register,
      read_by: null,
      ...(noVolume && { previous_value: null, min_value: null, max_value: null, read_value: null }),
    })),
  };
}
