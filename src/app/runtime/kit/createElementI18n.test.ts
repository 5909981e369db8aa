import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import pl from '../../../../locales/pl.json';
import { devicesFeature } from '../../../features/devices/index.ts';
import { reportsFeature } from '../../../features/reports/index.ts';
import type { FeatureDefinition, LocaleTexts } from '../../../features/common/index.ts';
import { shellTexts } from '../../i18n/shellTexts.ts';
import { changeLocale, createElementI18n, loadTexts, withEnglish } from './createElementI18n.ts';

const createShellI18n = (locale: 'de' | 'en') => createElementI18n(locale, [shellTexts]);

const textsOf = (feature: FeatureDefinition): LocaleTexts => {
  if (!feature.texts) throw new Error(`${feature.name} declares no texts`);
  return feature.texts;
};

describe('createElementI18n', () => {
  it("starts with the shell's sections of the shown language only", async () => {
    const i18n = await createShellI18n('de');
    expect(i18n.t('app.loading')).toBe(de.app.loading);
    expect(i18n.t('tasks.title')).toBe(de.tasks.title);
    expect(i18n.exists('devices.subtitle')).toBe(false);
    expect(i18n.exists('reports.subtitle')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it("adds a feature's sections in the shown language", async () => {
    const i18n = await createShellI18n('de');
    await loadTexts(i18n, textsOf(devicesFeature));
    expect(i18n.t('devices.subtitle')).toBe(de.devices.subtitle);
    expect(i18n.t('map.openDevice')).toBe(de.map.openDevice);
    expect(i18n.exists('reports.subtitle')).toBe(false);
  });

  it('switches to a language with the shell and every section loaded so far, and nothing else', async () => {
    const i18n = await createShellI18n('en');
    await loadTexts(i18n, textsOf(devicesFeature));
    await changeLocale(i18n, 'fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('app.loading')).toBe(fr.app.loading);
    expect(i18n.t('devices.subtitle')).toBe(fr.devices.subtitle);
    expect(Object.keys(i18n.getResourceBundle('fr', 'translation') as object)).not.toContain('reports');
    expect(i18n.t('devices.subtitle', { lng: 'en' })).toBe(en.devices.subtitle);
  });

  it('brings texts a screen asks for during a switch into the new language as well', async () => {
    const i18n = await createShellI18n('en');
    const switching = changeLocale(i18n, 'pl');
    await loadTexts(i18n, textsOf(reportsFeature));
    await switching;
    expect(i18n.language).toBe('pl');
    expect(i18n.t('reports.subtitle')).toBe(pl.reports.subtitle);
  });

  it('ends on the last language of quick successive switches', async () => {
    const i18n = await createShellI18n('en');
    await Promise.all([changeLocale(i18n, 'de'), changeLocale(i18n, 'fr')]);
    expect(i18n.language).toBe('fr');
  });

  it('starts an element with its own sections only, English from its file and no fallback language', async () => {
    const mapTexts = withEnglish(textsOf(devicesFeature), { map: en.map });
    const english = await createElementI18n('en', [mapTexts]);
    expect(english.t('map.openDevice')).toBe(en.map.openDevice);
    expect(english.exists('devices.subtitle')).toBe(false);
    const german = await createElementI18n('de', [mapTexts]);
    expect(german.t('map.openDevice')).toBe(de.map.openDevice);
    expect(german.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('keeps two instances apart: a switch in one leaves the other alone', async () => {
    const [one, two] = await Promise.all([createShellI18n('de'), createShellI18n('de')]);
    await changeLocale(one, 'fr');
    expect(one.t('app.loading')).toBe(fr.app.loading);
    expect(two.language).toBe('de');
    expect(two.t('app.loading')).toBe(de.app.loading);
  });
});
