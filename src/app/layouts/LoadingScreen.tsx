import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMEOUTS } from '../../core/domain/index.ts';
import { ErrorLayout } from './ErrorLayout.tsx';

export interface LoadingScreenProps {
  /** after this long the error layout replaces the spinner (spec: 10 s) */
  timeoutMs?: number;
}

/** Shown while the layout loads; gives way to the error layout when loading takes too long. */
export function LoadingScreen({ timeoutMs = TIMEOUTS.loadingScreenMs }: LoadingScreenProps) {
  const { t } = useTranslation();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  if (timedOut) return <ErrorLayout />;
  return (
    <div className="mp-loading" role="status" aria-live="polite">
      <span className="mp-loading__spinner" aria-hidden="true" />
      <span className="mp-visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
