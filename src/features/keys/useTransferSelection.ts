import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { DataGridSelection, RowKey } from '../../components/data-grid/index.ts';
import type { CommModuleKey } from '../../core/contract/keys.ts';
import { KEYS_LIMIT } from '../../core/domain/index.ts';
import { keyQueries } from '../../queries/keyQueries.ts';
import { usePortalServices } from '../common/index.ts';
import { toKeyQuery, type KeySearch } from './keySearch.ts';

export interface TransferSelection {
  /** the chosen keys, across pages */
  chosen: CommModuleKey[];
  /** every key of the filter that one transfer may take along with the chosen ones (up to the spec's 9,999) */
  matching: CommModuleKey[];
  selectAll: () => void;
  clear: () => void;
  selection: DataGridSelection;
}

/**
 * The keys a transfer may take, as the server's transfer rule answers them (`keys/?for=transfer` with the
 * grid's filters), and the user's choice among them across pages. One transfer empties one company: once a
 * key is chosen, only keys of its company stay selectable (staff see several companies' keys).
 */
export function useTransferSelection(search: KeySearch, enabled: boolean): TransferSelection {
  const { http } = usePortalServices();
  const transferable = useQuery({
    ...keyQueries.list(http, { ...toKeyQuery(search), for: 'transfer', limit: KEYS_LIMIT, offset: 0 }),
    enabled,
  });
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  return useMemo(() => {
    const rows = transferable.data?.results ?? [];
    const byUuid = new Map(rows.map((key) => [key.comm_mod_uuid, key]));
    const chosen = rows.filter((key) => selected.has(key.comm_mod_uuid));
    const company = chosen[0]?.company ?? rows[0]?.company;
    const matching = rows.filter((key) => key.company === company);
    return {
      chosen,
      matching,
      selectAll: () => setSelected(new Set(matching.map((key) => key.comm_mod_uuid))),
      clear: () => setSelected(new Set()),
      selection: {
        selected,
        onChange: setSelected,
        selectable: (uuid) => {
          const key = byUuid.get(String(uuid));
          return key !== undefined && (chosen.length === 0 || key.company === chosen[0].company);
        },
      },
    };
  }, [transferable.data, selected]);
}
