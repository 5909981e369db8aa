import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import { gridPage } from './gridPage.ts';
import { ListScreen } from './ListScreen.tsx';

afterEach(cleanup);

describe('ListScreen', () => {
  it('shows title, subtitle, actions beside them, the toolbar, the load error and the list', () => {
    const { container } = render(
      <ListScreen
        title="Device groups"
        subtitle="3 groups"
        className="mp-groups"
        actions={<a href="/new">Create</a>}
        toolbar={<input aria-label="Search" />}
        error="Could not load"
        listClassName="mp-groups__list"
      >
        <table aria-label="Groups" />
      </ListScreen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Device groups' })).toBeTruthy();
    expect(screen.getByText('3 groups')).toBeTruthy();
    expect(container.querySelector('.mp-groups__header a')?.textContent).toBe('Create');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Could not load');
    expect(container.querySelector('.mp-groups__list table')).not.toBeNull();
  });

  it('makes the search toolbar: the field alone, or with the filters in the screen\'s toolbar', () => {
    const onChange = vi.fn();
    render(
      <ListScreen
        title="Tours"
        subtitle=""
        className="mp-tours"
        search={{ label: 'Search', value: 'a', onChange }}
        filters={<button type="button">Filter</button>}
        listClassName="list"
      >
        <p>grid</p>
      </ListScreen>,
    );
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field.closest('.mp-tours__toolbar')?.querySelector('button')?.textContent).toBe('Filter');
    fireEvent.change(field, { target: { value: 'ab' } });
    expect(onChange).toHaveBeenCalledWith('ab');
  });

  it('has no alert without an error', () => {
    render(
      <ListScreen title="Profiles" subtitle="" listClassName="list">
        <p>grid</p>
      </ListScreen>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('gridPage', () => {
  it('pages only a list longer than one page', () => {
    const onOffsetChange = vi.fn();
    expect(gridPage(undefined, 0, onOffsetChange)).toBeUndefined();
    expect(gridPage(GRID_LIMIT, 0, onOffsetChange)).toBeUndefined();
    expect(gridPage(GRID_LIMIT + 1, 100, onOffsetChange)).toEqual({
      count: GRID_LIMIT + 1,
      limit: GRID_LIMIT,
      offset: 100,
      onOffsetChange,
    });
  });
});
