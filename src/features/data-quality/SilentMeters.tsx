import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedDate } from '../../components/format/index.ts';
import { DateInput, Field } from '../../components/inputs/index.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import { meterTypeLabel } from '../../core/labels/codeLabels.ts';
import { validationQueries } from '../../queries/validationQueries.ts';
import { usePortalServices } from '../common/index.ts';

/** yesterday as a date input's value */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** The meters without a reading since a date, oldest reading (or none) first, each linked to its report. */
export function SilentMeters() {
  const { t } = useTranslation();
  const id = useId();
  const { http } = usePortalServices();
  const [since, setSince] = useState(yesterday);
  const list = useQuery({
    ...validationQueries.silentMeters(http, { since: since || yesterday(), limit: String(GRID_LIMIT) }),
    placeholderData: (previous) => previous,
  });
  const meters = list.data && !Array.isArray(list.data) ? list.data : null;
  return (
    <section className="mp-data-quality__silent" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('dataQuality.silent.title')}</h2>
      <Field controlId={`${id}-since`} label={t('dataQuality.silent.since')}>
        <DateInput id={`${id}-since`} value={since} onChange={setSince} />
      </Field>
      {list.isError ? (
        <p className="mp-problem" role="alert">
          {t('dataQuality.silent.loadFailed')}
        </p>
      ) : !meters ? (
        <p role="status">{t('dataQuality.loading')}</p>
      ) : meters.count === 0 ? (
        <p className="mp-empty">{t('dataQuality.silent.empty')}</p>
      ) : (
        <>
          <p>{t('dataQuality.silent.count', { count: meters.count })}</p>
          <table className="mp-table">
            <thead>
              <tr>
                <th scope="col">{t('dataQuality.fields.meter')}</th>
                <th scope="col">{t('dataQuality.fields.meterType')}</th>
                <th scope="col">{t('dataQuality.fields.company')}</th>
                <th scope="col">{t('dataQuality.fields.lastReading')}</th>
              </tr>
            </thead>
            <tbody>
              {meters.results.map((meter) => (
                <tr key={meter.uuid}>
                  <td>
                    <Link to="/reports" search={{ meter: meter.uuid }}>
                      {meter.serial_number}
                    </Link>
                  </td>
                  <td>{meterTypeLabel(t, meter.meter_type)}</td>
                  <td>{meter.company_name}</td>
                  <td>
                    {meter.last_readout_at ? (
                      <FormattedDate value={meter.last_readout_at} withTime />
                    ) : (
                      t('dataQuality.silent.never')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
