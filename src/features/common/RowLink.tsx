import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLinkButtonStyles } from '../../components/link-button/index.ts';

export interface RowLinkProps {
  /** the search parameter that opens the row's panel (`device`, `key`, `point`, `transfer`) */
  param: string;
  value: string;
  /** the row open beside the list */
  current?: boolean;
  /** also run on a plain click (the measuring points' map follows the opened point) */
  onOpen?: () => void;
  children: ReactNode;
}

/**
 * A grid cell's name or serial as a real link to its row's panel (the list's address with `param`): a plain
 * click opens the panel in place, a middle or Ctrl-click opens it in a new tab. The open row's link is marked
 * `aria-current` (`page` when the router finds the address shown is the link's own).
 */
export function RowLink({ param, value, current, onOpen, children }: RowLinkProps) {
  useLinkButtonStyles();
  return (
    <Link
      to="."
      search={(previous: Record<string, unknown>) => ({ ...previous, [param]: value })}
      replace
      className="mp-link-button"
      aria-current={current || undefined}
      onClick={onOpen}
    >
      {children}
    </Link>
  );
}
