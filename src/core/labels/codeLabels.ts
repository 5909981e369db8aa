import type { TFunction } from 'i18next';
import type en from '../../../locales/en.json';
import type { TourState } from '../domain/tourStates.ts';

/**
 * The words a user reads for the codes the API answers with. Each family of codes has one label function,
 * used by every grid, panel, filter, tooltip and CLI table that shows one; the texts sit under `codes.` (and
 * the roles under `roles.`) of `locales/<lang>.json`, keyed by the code itself. A code the texts do not know
 * yet (a new setting, a module type added on the server) is written as words, never as the raw code.
 */
type Codes = (typeof en)['codes'];
type MeterType = keyof Codes['meterTypes'];
type ModuleType = keyof Codes['moduleTypes'];
type AlertState = keyof Codes['alertStates'];
type ProfileSetting = keyof Codes['profileSettings'];
type SettingValue = keyof Codes['settingValues'];
type Role = keyof (typeof en)['roles'];
type Service = keyof (typeof en)['companies']['services'];

/** `leak_alarm_hours` → "Leak alarm hours": the last resort for a code no language names yet. */
export function codeAsWords(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

export function meterTypeLabel(t: TFunction, code: string): string {
  return t(`codes.meterTypes.${code as MeterType}`, { defaultValue: code.toUpperCase() });
}

export function moduleTypeLabel(t: TFunction, code: string): string {
  return t(`codes.moduleTypes.${code as ModuleType}`, { defaultValue: code.toUpperCase() });
}

export function alertStateLabel(t: TFunction, code: string): string {
  return t(`codes.alertStates.${code as AlertState}`, { defaultValue: codeAsWords(code) });
}

export function roleLabel(t: TFunction, code: string): string {
  return t(`roles.${code as Role}`, { defaultValue: codeAsWords(code) });
}

/** A company service (`mex` → "MEX"); its texts sit with the companies'. */
export function serviceLabel(t: TFunction, code: string): string {
  return t(`companies.services.${code as Service}`, { defaultValue: code.toUpperCase() });
}

/** A tour's state as shown: its label, and 'discarded' beside it when the flag is set. */
export function tourStateLabel(t: TFunction, state: TourState, discarded = false): string {
  const label = t(`tours.states.${state}`);
  return discarded ? `${label} · ${t('tours.states.discarded')}` : label;
}

/** The name of a device profile setting (`transmission_interval_minutes` → "Transmission interval"). */
export function profileSettingLabel(t: TFunction, name: string): string {
  return t(`codes.profileSettings.${name as ProfileSetting}`, { defaultValue: codeAsWords(name) });
}

const DURATION = /_(seconds|minutes|hours)$/;

/**
 * A device profile setting's value: a duration named by its setting's unit (`_minutes: 15` → "15 minutes"),
 * a switch as On or Off, a known word translated; numbers as the language writes them, anything nested as JSON.
 */
export function profileValueLabel(t: TFunction, name: string, value: unknown, locale: string): string {
  const unit = DURATION.exec(name)?.[1] as 'seconds' | 'minutes' | 'hours' | undefined;
  if (typeof value === 'number') {
    return unit ? t(`codes.durations.${unit}`, { count: value }) : new Intl.NumberFormat(locale).format(value);
  }
  if (typeof value === 'boolean') return t(value ? 'codes.settingValues.on' : 'codes.settingValues.off');
  if (typeof value === 'string') {
    return t(`codes.settingValues.${value as SettingValue}`, {
      defaultValue: /_/.test(value) ? codeAsWords(value) : value,
    });
  }
  return JSON.stringify(value) ?? '—';
}

/** A device profile's settings as "Name: value" lines in the user's language. */
export function profileSettingLines(t: TFunction, settings: Record<string, unknown>, locale: string): string[] {
  return Object.entries(settings).map(
    ([name, value]) => `${profileSettingLabel(t, name)}: ${profileValueLabel(t, name, value, locale)}`,
  );
}
