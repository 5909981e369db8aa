import { lazy, type ComponentType } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import type { DayCalendarProps } from './DayCalendar.tsx';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/domain/constants.ts';

/** Each UI language's calendar texts (date-fns with react-day-picker's labels), a chunk of its own. */
const CALENDAR_LOCALES: Record<Locale, () => Promise<DayPickerLocale>> = {
  en: () => import('react-day-picker/locale/en-US').then((module) => module.enUS),
  de: () => import('react-day-picker/locale/de').then((module) => module.de),
  el: () => import('react-day-picker/locale/el').then((module) => module.el),
  fr: () => import('react-day-picker/locale/fr').then((module) => module.fr),
  pl: () => import('react-day-picker/locale/pl').then((module) => module.pl),
};

const calendars = new Map<Locale, ComponentType<DayCalendarProps>>();

/**
 * The calendar in one UI language, loaded on its first use: react-day-picker and date-fns stay out of the
 * first load, and only the shown language's texts are fetched. One component per language, so it keeps its
 * identity between renders.
 */
export function lazyDayCalendar(language: string): ComponentType<DayCalendarProps> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  let calendar = calendars.get(locale);
  if (!calendar) {
    calendar = lazy(async () => {
      const [{ DayCalendar }, texts] = await Promise.all([import('./DayCalendar.tsx'), CALENDAR_LOCALES[locale]()]);
      return { default: (props: DayCalendarProps) => <DayCalendar {...props} locale={texts} /> };
    });
    calendars.set(locale, calendar);
  }
  return calendar;
}
