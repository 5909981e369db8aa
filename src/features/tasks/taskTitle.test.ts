import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import pl from '../../../locales/pl.json';
import { taskTitle } from './taskTitle.ts';

function tIn(lng: 'en' | 'pl') {
  const i18n = createInstance();
  void i18n.init({ lng, resources: { en: { translation: en }, pl: { translation: pl } }, initAsync: false });
  return i18n.t;
}

describe('taskTitle', () => {
  const t = tIn('en');

  it('names each kind of task, counting its items', () => {
    expect(taskTitle(t, { kind: 'loraRegister', count: 3 })).toBe('LoRa registration of 3 devices');
    expect(taskTitle(t, { kind: 'loraDelete', count: 1 })).toBe('LoRa unregistration of 1 device');
    expect(taskTitle(t, { kind: 'generateReadouts', count: 1, subject: '21040082' })).toBe(
      'Generate readouts for 1 meter',
    );
    expect(taskTitle(t, { kind: 'generateReadouts', count: 2 })).toBe('Generate readouts for 2 meters');
  });

  it('names the meter and format of an export', () => {
    expect(taskTitle(t, { kind: 'exportReadouts', count: 1, subject: '21040082 (CSV)' })).toBe(
      'Readouts export of 21040082 (CSV)',
    );
  });

  it('uses the plural forms of the language', () => {
    const inPolish = tIn('pl');
    expect(taskTitle(inPolish, { kind: 'generateReadouts', count: 1 })).toBe('Generowanie odczytów dla 1 licznika');
    expect(taskTitle(inPolish, { kind: 'generateReadouts', count: 5 })).toBe('Generowanie odczytów dla 5 liczników');
  });
});
