import type { TFunction } from 'i18next';
import type { TourState } from '../../core/domain/tourStates.ts';

/** A tour's state as shown: its label, and 'discarded' beside it when the flag is set. */
export function tourStateLabel(t: TFunction, state: TourState, discarded = false): string {
  const label = t(`tours.states.${state}`);
  return discarded ? `${label} · ${t('tours.states.discarded')}` : label;
}
