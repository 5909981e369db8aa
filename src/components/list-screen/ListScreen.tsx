import type { ReactNode } from 'react';
import { TextInput } from '../inputs/index.ts';

/** The list's search field. */
export interface ListSearch {
  label: string;
  value: string;
  onChange: (text: string) => void;
}

export interface ListScreenProps {
  title: string;
  /** the count once the list has loaded, a description before */
  subtitle: string;
  /** the screen's own class, added to the page and, with `Header`, to its header */
  className?: string;
  /** what the header offers beside the title, e.g. a create link */
  actions?: ReactNode;
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
  const heading = (
    <>
      <h1 className="mp-page__title">{title}</h1>
      <p className="mp-page__subtitle">{subtitle}</p>
    </>
  );
  return (
    <div className={className ? `mp-page ${className}` : 'mp-page'}>
      <header className={className && actions ? `mp-page__header ${className}__header` : 'mp-page__header'}>
        {actions ? (
          <>
            <div>{heading}</div>
            {actions}
          </>
        ) : (
          heading
        )}
      </header>
      {toolbar ?? (search ? <SearchToolbar search={search} className={className} filters={filters} /> : null)}
      {error ? (
        <p className="mp-problem" role="alert">
          {error}
        </p>
      ) : null}
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
