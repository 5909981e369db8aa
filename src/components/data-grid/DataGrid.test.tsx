import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, widgetHosts, type WidgetHost } from '../test-utils/renderWidget.tsx';
import { DataGrid, type DataGridColumn, type RowKey } from './DataGrid.tsx';

interface Device {
  uuid: string;
  serial: string;
  type: string;
}
const devices: Device[] = [
  { uuid: 'u1', serial: 'AFM-001', type: 'AFM' },
  { uuid: 'u2', serial: 'LW-002', type: 'LoRa' },
  { uuid: 'u3', serial: 'AFM-003', type: 'AFM' },
];
const columns: DataGridColumn<Device>[] = [
  { id: 'serial', header: 'Serial number', cell: (row) => row.serial, sortField: 'serial_number' },
  { id: 'type', header: 'Type', cell: (row) => row.type },
];

function SelectableGrid({ onSelect }: { onSelect: (keys: RowKey[]) => void }) {
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  return (
    <DataGrid
      label="Devices"
      columns={columns}
      rows={devices}
      rowKey={(row) => row.uuid}
      rowLabel={(row) => row.serial}
      selection={{
        selected,
        onChange: (next) => {
          onSelect([...next]);
          setSelected(next);
        },
      }}
    />
  );
}

describe.each(widgetHosts)('DataGrid in %s', (where: WidgetHost) => {
  it('renders a named table of the rows', () => {
    const { view } = renderWidget(
      <DataGrid label="Devices" columns={columns} rows={devices} rowKey={(row) => row.uuid} />,
      where,
    );
    const table = view.getByRole('table', { name: 'Devices' });
    const rows = Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr'), (row) =>
      Array.from(row.cells, (cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['AFM-001', 'AFM'],
      ['LW-002', 'LoRa'],
      ['AFM-003', 'AFM'],
    ]);
  });

  it('sorts through DRF ordering and shows the state with aria-sort', () => {
    const onOrderingChange = vi.fn();
    const { view, rerenderWidget } = renderWidget(
      <DataGrid
        label="Devices"
        columns={columns}
        rows={devices}
        rowKey={(row) => row.uuid}
        onOrderingChange={onOrderingChange}
      />,
      where,
    );
    const header = view.getByRole('columnheader', { name: /Serial number/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(view.getByRole('columnheader', { name: 'Type' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(view.getByRole('button', { name: 'Serial number' }));
    expect(onOrderingChange).toHaveBeenLastCalledWith('serial_number');

    rerenderWidget(
      <DataGrid
        label="Devices"
        columns={columns}
        rows={devices}
        rowKey={(row) => row.uuid}
        ordering="serial_number"
        onOrderingChange={onOrderingChange}
      />,
    );
    expect(view.getByRole('columnheader', { name: /Serial number/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(view.getByRole('button', { name: 'Serial number' }));
    expect(onOrderingChange).toHaveBeenLastCalledWith('-serial_number');
  });

  it('selects rows one by one and all at once, with a mixed state in between', () => {
    const onSelect = vi.fn();
    const { view } = renderWidget(<SelectableGrid onSelect={onSelect} />, where);
    const all = view.getByRole<HTMLInputElement>('checkbox', { name: 'Select all rows' });
    fireEvent.click(view.getByRole('checkbox', { name: 'LW-002' }));
    expect(onSelect).toHaveBeenLastCalledWith(['u2']);
    expect(all.indeterminate).toBe(true);
    expect(view.getByRole('checkbox', { name: 'LW-002' }).closest('tr')?.getAttribute('aria-selected')).toBe('true');

    fireEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith(['u2', 'u1', 'u3']);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith([]);
  });

  it('shows a skeleton while the first page loads, then says when nothing was found', () => {
    const grid = (loading: boolean) => (
      <DataGrid label="Devices" columns={columns} rows={[]} rowKey={(row) => row.uuid} loading={loading} />
    );
    const { view, rerenderWidget } = renderWidget(grid(true), where);
    expect(view.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(view.getByRole('status').textContent).toBe('Loading');
    rerenderWidget(grid(false));
    expect(view.getByRole('cell', { name: 'No results found' })).toBeTruthy();
    expect(view.getByRole('table').hasAttribute('aria-busy')).toBe(false);
  });

  it('lets the user hide columns but not a required one, through the Columns button', () => {
    function ChoosingGrid({ onHide }: { onHide: (hidden: string[]) => void }) {
      const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set(['type']));
      return (
        <DataGrid
          label="Devices"
          columns={[{ ...columns[0], required: true }, columns[1]]}
          rows={devices}
          rowKey={(row) => row.uuid}
          columnChoice={{
            hidden,
            onChange: (next) => {
              onHide([...next]);
              setHidden(next);
            },
          }}
        />
      );
    }
    const onHide = vi.fn();
    const { view } = renderWidget(<ChoosingGrid onHide={onHide} />, where);
    const headers = () => view.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers()).toEqual(['Serial number']);
    fireEvent.click(view.getByRole('button', { name: 'Columns' }));
    const serial = view.getByRole('checkbox', { name: 'Serial number' });
    expect((serial as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(view.getByRole('checkbox', { name: 'Type' }));
    expect(onHide).toHaveBeenLastCalledWith([]);
    expect(headers()).toEqual(['Serial number', 'Type']);
  });

  it('pages by limit and offset', () => {
    const onOffsetChange = vi.fn();
    const page = (offset: number) => (
      <DataGrid
        label="Devices"
        columns={columns}
        rows={devices}
        rowKey={(row) => row.uuid}
        page={{ count: 1234, limit: 100, offset, onOffsetChange }}
      />
    );
    const { view, rerenderWidget } = renderWidget(page(0), where);
    const nav = view.getByRole('navigation', { name: 'Pagination' });
    expect(nav.textContent).toContain('1–100 of 1,234');
    expect(view.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(view.getByRole('button', { name: 'Next page' }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(100);
    fireEvent.click(view.getByRole('button', { name: 'Last page' }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(1200);

    rerenderWidget(page(1200));
    expect(view.getByRole('navigation').textContent).toContain('1,201–1,234 of 1,234');
    expect(view.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    fireEvent.click(view.getByRole('button', { name: 'Previous page' }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(1100);
  });
});
