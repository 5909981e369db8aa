import { useTranslation } from 'react-i18next';
import { pageRange } from './pageRange.ts';

export interface PaginationProps {
  count: number;
  limit: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
}

const arrows = {
  first: 'M17 6l-6 6 6 6M8 6v12',
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  last: 'M7 6l6 6-6 6M16 6v12',
};

/** Limit/offset paging of a DRF list: the rows shown out of the total, and first/previous/next/last. */
export function Pagination({ count, limit, offset, onOffsetChange }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const range = pageRange(count, limit, offset);
  const format = new Intl.NumberFormat(i18n.language);
  const buttons = [
    { key: 'first', label: t('widgets.grid.firstPage'), to: 0, enabled: range.hasPrevious },
    {
      key: 'previous',
      label: t('widgets.grid.previousPage'),
      to: Math.max(0, offset - limit),
      enabled: range.hasPrevious,
    },
    { key: 'next', label: t('widgets.grid.nextPage'), to: offset + limit, enabled: range.hasNext },
    { key: 'last', label: t('widgets.grid.lastPage'), to: range.lastOffset, enabled: range.hasNext },
  ] as const;
  return (
    <nav className="mp-pagination" aria-label={t('widgets.grid.pagination')}>
      <span className="mp-pagination__range" aria-live="polite">
        {t('widgets.grid.range', {
          from: format.format(range.from),
          to: format.format(range.to),
          total: format.format(count),
        })}
      </span>
      {buttons.map((button) => (
        <button
          key={button.key}
          type="button"
          className="mp-button mp-button--icon"
          aria-label={button.label}
          disabled={!button.enabled}
          onClick={() => onOffsetChange(button.to)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2" d={arrows[button.key]} />
          </svg>
        </button>
      ))}
    </nav>
  );
}
