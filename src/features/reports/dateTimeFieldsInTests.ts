import { fireEvent } from '@testing-library/react';
import { parseLocalDay } from '../../components/inputs/localDay.ts';

/** `screen` or `within(…)` */
interface Scope {
  getByLabelText: (label: string) => HTMLElement;
}

/** Types a `YYYY-MM-DDTHH:MM` value into the DateTimeInput labelled `label` as an English user writes it. */
export function setDateTime(scope: Scope, label: string, value: string) {
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value) ?? [];
  fireEvent.change(scope.getByLabelText(`${label}, date`), { target: { value: `${month}/${day}/${year}` } });
  fireEvent.change(scope.getByLabelText(`${label}, time`), { target: { value: time } });
}

/** The `YYYY-MM-DDTHH:MM` value of the DateTimeInput labelled `label`, read from its English day and its time. */
export function readDateTime(scope: Scope, label: string): string {
  const day = (scope.getByLabelText(`${label}, date`) as HTMLInputElement).value;
  const time = (scope.getByLabelText(`${label}, time`) as HTMLInputElement).value;
  return day === '' ? '' : `${parseLocalDay(day, 'en')}T${time}`;
}
