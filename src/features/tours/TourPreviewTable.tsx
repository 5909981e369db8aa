import { useTranslation } from 'react-i18next';
import type { TourPreview } from '../../core/contract/tours.ts';

export interface TourPreviewTableProps {
  preview: TourPreview;
}

/** The first rows as the file has them, what they make, and every row the converter rejects. */
export function TourPreviewTable({ preview }: TourPreviewTableProps) {
  const { t } = useTranslation();
  // every data row of the file is one register or one rejection (row 0 is the mapping's own problem)
  const rejectedRows = preview.rejected.filter((entry) => entry.row > 0).length;
  return (
    <div>
      <p>
        {t('tours.import.rowCounts', {
          rows: preview.register_count + rejectedRows,
          accepted: preview.register_count,
          rejected: rejectedRows,
        })}{' '}
        {t('tours.import.previewSummary', { items: preview.item_count, registers: preview.register_count })}
      </p>
      <div className="mp-tours__preview">
        <table>
          <caption>{t('tours.import.previewCaption')}</caption>
          <thead>
            <tr>
              {preview.columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.rejected.length ? (
        <div className="mp-tours__rejected" role="alert">
          <p>{t('tours.import.rejected', { count: preview.rejected.length })}</p>
          <ul>
            {preview.rejected.slice(0, 50).map((row) => (
              <li key={row.row}>{row.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
