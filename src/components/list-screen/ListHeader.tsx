import type { ReactNode } from 'react';

export interface ListHeaderProps {
  title: string;
  /** the count once the list has loaded, a description before */
  subtitle: string;
  /** the screen's own class: with `actions`, the header also gets `<className>__header` */
  className?: string;
  /** what the header offers beside the title, e.g. a create link */
  actions?: ReactNode;
}

/** A list screen's header: its title and count, and the actions beside them. */
export function ListHeader({ title, subtitle, className, actions }: ListHeaderProps) {
  const heading = (
    <>
      <h1 className="mp-page__title">{title}</h1>
      <p className="mp-page__subtitle">{subtitle}</p>
    </>
  );
  return (
    <header
      className={
        actions
          ? `mp-page__header mp-page__header--actions${className ? ` ${className}__header` : ''}`
          : 'mp-page__header'
      }
    >
      {actions ? (
        <>
          <div>{heading}</div>
          {actions}
        </>
      ) : (
        heading
      )}
    </header>
  );
}
