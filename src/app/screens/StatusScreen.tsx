import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface StatusScreenProps {
  /** the status code shown large, hidden from screen readers */
  code: string;
  title: string;
  /** the way back to the dashboard */
  back: string;
  /** what happened and what to do */
  children: ReactNode;
}

/** A page where a route ends instead of its screen: unknown (404) or not permitted (403). */
export function StatusScreen({ code, title, back, children }: StatusScreenProps) {
  return (
    <div className="mp-page mp-not-found">
      <p className="mp-not-found__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="mp-page__title">{title}</h1>
      {children}
      <Link to="/dashboard" className="mp-button mp-button--primary">
        {back}
      </Link>
    </div>
  );
}
