import { useTranslation } from 'react-i18next';
import type { Granularity } from '../../core/domain/granularity.ts';
import { rangeMessage } from './rangeMessage.ts';
import type { RangeCheck } from './reportRange.ts';

/** Why the chosen range cannot be charted, as an alert; nothing while it can. */
export function RangeProblemNotice({ check, granularity }: { check: RangeCheck; granularity: Granularity }) {
  const { t } = useTranslation();
  return check.status === 'invalid' ? (
    <p className="mp-problem" role="alert">
      {rangeMessage(t, check.problem, granularity)}
    </p>
  ) : null;
}
