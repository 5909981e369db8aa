import type { ReactNode } from 'react';
import { TextInput } from '../inputs/index.ts';
import { ListHeader, type ListHeaderProps } from './ListHeader.tsx';
import { ListStatus } from './ListStatus.tsx';

/** The list's search field. */
export interface ListSearch {
  label: string;
  value: string;
  onChange: (text: string) => void;
}

export interface ListScreenProps extends ListHeaderProps {
  /** search fields and actions on the selection, between header and list */
  toolbar?: ReactNode;
  /** the search field of a toolbar made here: alone, or with `filters` in `<className>__toolbar` */
  search?: ListSearch;
  /** further filters and actions beside the search field */
  filters?: ReactNode;
  /** the message shown when the list failed to load */
  error?: string | null;
  listClassName: string;
  /** the grid */
  children: ReactNode;
}

/** The frame every list screen shares: title and count, optional actions and toolbar, a load error, the list. */
export function ListScreen({
  title,
  subtitle,
  className,
  actions,
  toolbar,
  search,
  filters,
  error,
  listClassName,
  children,
}: ListScreenProps) {
  return (
    <div className={className ? `mp-page ${className}` : 'mp-page'}>
      <ListHeader title={title} subtitle={subtitle} className={className} actions={actions} />
      {toolbar ?? (search ? <SearchToolbar search={search} className={className} filters={filters} /> : null)}
      <ListStatus error={error} />
      <div className={listClassName}>{children}</div>
    </div>
  );
}

function SearchToolbar({
  search,
  className,
  filters,
}: Pick<ListScreenProps, 'className' | 'filters'> & { search: ListSearch }) {
  const field = (
    <TextInput
      label={search.label}
      type="search"
      name="search"
      value={search.value}
      onChange={(event) => search.onChange(event.target.value)}
    />
  );
  return className ? (
    <div className={`${className}__toolbar`}>
      {field}
      {filters}
    </div>
  ) : (
    field
  );
}
