import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import loadingCss from './loading.css?inline';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';

export interface SkeletonProps {
  /** Number of text lines; the last one is shorter, as text usually ends mid-line. */
  lines?: number;
  variant?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/** A placeholder in the shape of content that is still loading, announced once as 'Loading'. */
export function Skeleton({ lines = 1, variant = 'text', width, height }: SkeletonProps) {
  const { t } = useTranslation();
  useWidgetStyles('mp-loading', loadingCss);
  const count = variant === 'text' ? Math.max(1, lines) : 1;
  return (
    <div className="mp-skeleton" role="status" aria-busy="true" style={{ width }}>
      <span className="mp-visually-hidden">{t('widgets.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          data-mp-skeleton-line=""
          className={`mp-skeleton__shape mp-skeleton__shape--${variant}`}
          style={{ height, width: count > 1 && index === count - 1 ? '60%' : undefined }}
        />
      ))}
    </div>
  );
}
