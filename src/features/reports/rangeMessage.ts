import type { TFunction } from 'i18next';
import { describeCap, type RangeProblem } from '../../core/domain/reportRanges.ts';
import type { Granularity } from '../../core/domain/granularity.ts';

/** Why a range cannot be charted, in the user's language. */
export function rangeMessage(t: TFunction, problem: RangeProblem, granularity: Granularity): string {
  const name = t(`reports.granularities.${granularity}`);
  switch (problem.code) {
    case 'order':
      return t('reports.range.order');
    case 'range': {
      const { n, unit } = describeCap(problem.cap);
      return t('reports.range.tooLong', { granularity: name, limit: t(`reports.units.${unit}`, { count: n }) });
    }
    case 'points':
      return t('reports.range.tooManyPoints', { granularity: name, max: problem.max });
  }
}
