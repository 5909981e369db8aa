import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../router/chunk.ts';
import { ReloadButton } from './ReloadButton.tsx';

/** A screen that failed: a chunk that did not arrive is named, anything else gets the generic message. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const message =
    error instanceof ChunkLoadError
      ? t(error.reason === 'timeout' ? 'app.chunkTimedOut' : 'app.chunkFailed', { name: error.chunk })
      : t('app.fatalError');
  return (
    <div className="mp-page">
      <div className="mp-panel mp-panel--problem" role="alert">
        <h1 className="mp-panel__title">{message}</h1>
        <div className="mp-form-actions">
          <button type="button" className="mp-button" onClick={reset}>
            {t('app.retry')}
          </button>
          <ReloadButton />
        </div>
      </div>
    </div>
  );
}
