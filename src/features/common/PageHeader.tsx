import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** the screen's heading, the same words as its document title */
  title: string;
  subtitle?: ReactNode;
}

/** The heading block every signed-in screen starts with. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  return (
    <header className="mp-page__header">
      <h1 className="mp-page__title">{title}</h1>
      {subtitle ? <p className="mp-page__subtitle">{subtitle}</p> : null}
    </header>
  );
}
