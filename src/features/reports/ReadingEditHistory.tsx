import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadingEdit } from '../../core/contract/readingEdits.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';
import { readingEditQueries } from '../../queries/readingEditQueries.ts';
import { useLocale, usePortalServices } from '../common/index.ts';

/** The audit trail of the meter's edited and estimated readings, newest first, fetched once it is opened. */
export function ReadingEditHistory({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="mp-reports__edits" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('reports.edit.history.title')}</summary>
      {open ? <EditList uuid={uuid} /> : null}
    </details>
  );
}

function EditList({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { http } = usePortalServices();
  const edits = useQuery(readingEditQueries.list(http, uuid));
  const dates = dateFormats(locale);
  const volume = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  if (edits.isError)
    return (
      <p className="mp-problem" role="alert">
        {t('reports.edit.history.loadFailed')}
      </p>
    );
  if (!edits.data) return <p className="mp-reports__note">{t('reports.edit.history.loading')}</p>;
  const rows: ReadingEdit[] = edits.data.results;
  if (rows.length === 0) return <p className="mp-reports__note">{t('reports.edit.history.empty')}</p>;
  const value = (m3: number | null, quality: string | null) =>
    quality === null
      ? '–'
      : `${m3 === null ? '–' : volume.format(m3)} (${t(`reports.edit.quality.${quality as ReadingEdit['new_quality']}`)})`;
  return (
    <table className="mp-table mp-reports__edit-table">
      <thead>
        <tr>
          <th scope="col">{t('reports.edit.history.reading')}</th>
          <th scope="col">{t('reports.edit.history.action')}</th>
          <th scope="col">{t('reports.edit.history.change')}</th>
          <th scope="col">{t('reports.edit.history.reason')}</th>
          <th scope="col">{t('reports.edit.history.by')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{dates.dateTime(row.ts)}</td>
            <td>{t(`reports.edit.history.actions.${row.action}`)}</td>
            <td>
              {value(row.original_volume_m3, row.original_quality)} → {value(row.new_volume_m3, row.new_quality)}
            </td>
            <td>{row.reason}</td>
            <td>
              {row.by ?? '–'}, {dates.dateTime(row.at)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
