import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import el from '../../../locales/el.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import pl from '../../../locales/pl.json';
import { ALERT_STATES } from '../domain/alertStates.ts';
import { COMMUNICATION_MODULE_TYPES, METER_TYPES } from '../domain/meterTypes.ts';
import { ROLES } from '../domain/roles.ts';
import {
  alertStateLabel,
  codeAsWords,
  meterTypeLabel,
  moduleTypeLabel,
  profileSettingLines,
  roleLabel,
} from './codeLabels.ts';

const FILES = { en, de, fr, pl, el };
type Lang = keyof typeof FILES;

function tIn(lng: Lang) {
  const i18n = createInstance();
  void i18n.init({
    lng,
    resources: Object.fromEntries(Object.entries(FILES).map(([code, file]) => [code, { translation: file }])),
    initAsync: false,
  });
  return i18n.t;
}

const RAW = /^[a-z]+(?:[_-][a-z0-9]+)+$|^[a-z]+$/;

describe('code labels', () => {
  it('gives every code of every family a label in each language, never the code itself', () => {
    for (const lang of Object.keys(FILES) as Lang[]) {
      const t = tIn(lang);
      const labels = [
        ...Object.keys(METER_TYPES).map((code) => meterTypeLabel(t, code)),
        ...Object.keys(COMMUNICATION_MODULE_TYPES).map((code) => moduleTypeLabel(t, code)),
        ...ALERT_STATES.map((code) => alertStateLabel(t, code)),
        ...ROLES.map((code) => roleLabel(t, code)),
      ];
      expect(
        labels.filter((label) => RAW.test(label) || label.includes('codes.')),
        lang,
      ).toEqual([]);
    }
  });

  it('translates, keyed by the code', () => {
    expect(meterTypeLabel(tIn('de'), 'afm')).toBe('AFM-Durchflussmesser');
    expect(moduleTypeLabel(tIn('en'), 'rcm-nb')).toBe('RCM-NB (NB-IoT)');
    expect(alertStateLabel(tIn('fr'), 'battery_low')).toBe('Batterie faible');
    expect(alertStateLabel(tIn('pl'), 'battery_low')).toBe('Słaba bateria');
    expect(roleLabel(tIn('en'), 'company_admin')).toBe('Company Admin');
  });

  it('writes a code no language knows yet as words', () => {
    const t = tIn('en');
    expect(alertStateLabel(t, 'pump_stopped')).toBe('Pump stopped');
    expect(moduleTypeLabel(t, 'rcm-x')).toBe('RCM-X');
    expect(codeAsWords('leak_alarm_hours')).toBe('Leak alarm hours');
  });

  it('reads device profile settings as names, durations, switches and words', () => {
    const settings = {
      transmission_interval_minutes: 15,
      leak_alarm_hours: 1,
      measuring_interval_seconds: 60,
      level_sensor: 'ultrasonic',
      backflow_alarm: true,
      spreading_factor: 'adaptive',
      pump_mode: 'eco_plus',
      channels: [1, 2],
    };
    expect(profileSettingLines(tIn('en'), settings, 'en')).toEqual([
      'Transmission interval: 15 minutes',
      'Leak alarm after: 1 hour',
      'Measuring interval: 60 seconds',
      'Level sensor: Ultrasonic',
      'Backflow alarm: On',
      'Spreading factor: Adaptive',
      'Pump mode: Eco plus',
      'Channels: [1,2]',
    ]);
    expect(profileSettingLines(tIn('pl'), { transmission_interval_minutes: 2, leak_alarm_hours: 5 }, 'pl')).toEqual([
      'Interwał transmisji: 2 minuty',
      'Alarm wycieku po: 5 godzin',
    ]);
    expect(
      profileSettingLines(tIn('de'), { backflow_alarm: false, transmission_interval_minutes: 1440 }, 'de'),
    ).toEqual(['Rückflussalarm: Aus', 'Sendeintervall: 1440 Minuten']);
  });
});
