import type { Tour } from '../../../src/core/contract/tours.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { tourRepository, TourRow } from './tourRepository.ts';

/**
 * Tours (`bodies`, in the order of `rows`) as a caller limited to some devices sees them: counts of its
 * meters' items only, and no parent or child tour it cannot see. Every other caller gets them unchanged.
 */
export async function limitTourBodies(
  repository: ReturnType<typeof tourRepository>,
  scope: CompanyScope,
  rows: TourRow[],
  bodies: Tour[],
): Promise<Tour[]> {
  if (!scope.limitsDevices || rows.length === 0) return bodies;
  const counts = await repository.countsInScope(rows);
  const related = bodies.flatMap((body) => [...body.children.map((child) => child.uuid), body.parent ?? []].flat());
  const seen = new Set((await repository.visibleByUuids(related)).map((tour) => tour.uuid));
  return bodies.map((body, index) => {
    const counted = counts.get(rows[index].id) ?? { items: 0, registers: 0, read: 0 };
    return {
      ...body,
      item_count: counted.items,
      register_count: counted.registers,
      read_count: counted.read,
      parent: body.parent !== null && seen.has(body.parent) ? body.parent : null,
      children: body.children.filter((child) => seen.has(child.uuid)),
    };
  });
}
