import { describe, expect, it } from 'vitest';
import { displayOrder, filterItems, foldForSearch, groupItems, toSelectItems } from './selectItems.ts';

const companies = [
  { pk: 1, name: 'Wasserwerk Zürich', kind: 'Distributor', account: 'C-100' },
  { pk: 2, name: 'Stadtwerke Bern', kind: 'Customer', account: 'C-200' },
  { pk: 3, name: 'Zug Water', kind: 'Distributor', account: 'C-300' },
  { pk: 4, name: 'Unassigned', account: 'C-400' },
];
const fields = { id: 'pk', label: 'name', group: 'kind', search: ['account'] } as const;

describe('select items', () => {
  it('reads ids, labels and groups from the configured fields', () => {
    const items = toSelectItems(companies, fields);
    expect(items.map(({ id, label, group }) => ({ id, label, group }))).toEqual([
      { id: 1, label: 'Wasserwerk Zürich', group: 'Distributor' },
      { id: 2, label: 'Stadtwerke Bern', group: 'Customer' },
      { id: 3, label: 'Zug Water', group: 'Distributor' },
      { id: 4, label: 'Unassigned', group: undefined },
    ]);
    expect(items[0].option).toBe(companies[0]);
  });

  it('defaults to the id and label fields', () => {
    expect(toSelectItems([{ id: 'afm', label: 'AFM' }])[0]).toMatchObject({ id: 'afm', label: 'AFM' });
  });

  it('matches every word, ignoring case and accents, also in the extra search fields', () => {
    const items = toSelectItems(companies, fields);
    expect(filterItems(items, 'zurich').map((item) => item.id)).toEqual([1]);
    expect(filterItems(items, 'WERK  b').map((item) => item.id)).toEqual([2]);
    expect(filterItems(items, 'c-300').map((item) => item.id)).toEqual([3]);
    expect(filterItems(items, '   ')).toHaveLength(4);
    expect(filterItems(items, 'geneva')).toEqual([]);
  });

  it('groups in order of first appearance with ungrouped items first', () => {
    const groups = groupItems(toSelectItems(companies, fields));
    expect(groups.map((group) => [group.group, group.items.map((item) => item.id)])).toEqual([
      [undefined, [4]],
      ['Distributor', [1, 3]],
      ['Customer', [2]],
    ]);
    expect(displayOrder(groups).map((item) => item.id)).toEqual([4, 1, 3, 2]);
  });

  it('folds accents of several scripts', () => {
    expect(foldForSearch('Łódź Αθήνα Ñandú')).toBe('łodz αθηνα nandu');
  });
});
