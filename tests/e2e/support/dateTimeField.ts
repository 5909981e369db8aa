import type { Locator, Page } from 'playwright-core';
import { parseLocalDay } from '../../../src/components/inputs/localDay.ts';

/** The value (`YYYY-MM-DDTHH:MM`) of a DateTimeInput labelled `label`, read from its English day (`Nov 21, 2026`) and its time. */
export async function readDateTime(scope: Page | Locator, label: string): Promise<string> {
  const day = await scope.getByLabel(`${label}, date`, { exact: true }).inputValue();
  const time = await scope.getByLabel(`${label}, time`, { exact: true }).inputValue();
  return `${parseLocalDay(day, 'en')}T${time}`;
}

/** Types a `YYYY-MM-DDTHH:MM` value into a DateTimeInput labelled `label` as an English user writes it. */
export async function fillDateTime(scope: Page | Locator, label: string, value: string): Promise<void> {
  const [, year, month, date, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value) ?? [];
  await scope.getByLabel(`${label}, date`, { exact: true }).fill(`${month}/${date}/${year}`);
  await scope.getByLabel(`${label}, time`, { exact: true }).fill(time ?? '');
}
