import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../loading/Spinner.tsx';

export interface GeocodeResult {
  label: string;
  lat: number;
  lng: number;
}

/** Finds places for a query; the deployment supplies it, so no geocoding service is built in. */
export type Geocoder = (query: string, signal: AbortSignal) => Promise<GeocodeResult[]>;

export interface MapSearchProps {
  geocode: Geocoder;
  onChoose: (result: GeocodeResult) => void;
}

type Status = 'idle' | 'loading' | 'done' | 'failed';

/** The map's location search: a query, its results, and a clear word when there are none. */
export function MapSearch({ geocode, onChoose }: MapSearchProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const pending = useRef<AbortController | null>(null);
  const resultsId = useId();
  useEffect(() => () => pending.current?.abort(), []);

  const search = async () => {
    const wanted = query.trim();
    if (!wanted) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setStatus('loading');
    try {
      const found = await geocode(wanted, controller.signal);
      if (controller.signal.aborted) return;
      setResults(found);
      setStatus('done');
    } catch {
      if (controller.signal.aborted) return;
      setResults([]);
      setStatus('failed');
    }
  };

  return (
    <div className="mp-map-search">
      <form
        role="search"
        className="mp-map-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <input
          type="search"
          className="mp-input"
          aria-label={t('widgets.map.search')}
          placeholder={t('widgets.map.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="mp-button mp-button--primary">
          {t('widgets.map.searchSubmit')}
        </button>
      </form>
      {status === 'loading' ? <Spinner size="small" /> : null}
      {status === 'done' && results.length ? (
        <ul className="mp-map-search__results" id={resultsId} aria-label={t('widgets.map.searchResults')}>
          {results.map((result) => (
            <li key={`${result.label}|${result.lat}|${result.lng}`}>
              <button
                type="button"
                className="mp-map-search__result"
                onClick={() => {
                  setStatus('idle');
                  setResults([]);
                  onChoose(result);
                }}
              >
                {result.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'done' && !results.length ? <p role="status">{t('widgets.map.searchNoResults')}</p> : null}
      {status === 'failed' ? <p role="alert">{t('widgets.map.searchFailed')}</p> : null}
    </div>
  );
}
