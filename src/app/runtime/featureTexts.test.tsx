import { act, cleanup, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import fr from '../../../locales/fr.json';
import type { FeatureDefinition } from '../../features/common/index.ts';
import { PortalApp } from '../PortalApp.tsx';
import reportTexts from 'virtual:locale-texts/reports';
import { createPortalRuntime } from './createPortalRuntime.ts';

afterEach(cleanup);

/** What the probe screen showed on each render: a raw key on the first one would be a flash of keys. */
const shown: string[] = [];

function ProbeScreen() {
  const { t } = useTranslation();
  const text = t('reports.subtitle');
  shown.push(text);
  return <p data-testid="probe">{text}</p>;
}

const probeFeature: FeatureDefinition = {
  name: 'probe',
  texts: reportTexts,
  routes: [
    {
      path: '/probe',
      access: 'exempt',
      layout: 'none',
      title: 'signIn',
      chunk: 'ProbeScreen',
      load: async () => ProbeScreen,
    },
  ],
};

const createRuntime = () =>
  createPortalRuntime(
    {
      apiBase: '/api/',
      authBase: '/auth/',
      features: [],
      supportUrl: '/support/{lang}/',
      routing: 'memory',
      setTitle: false,
      embedded: true,
    },
    { storage: localStorage, languages: ['de-DE'], features: [probeFeature], initialPath: '/probe' },
  );

describe("a feature's texts", () => {
  it('are not loaded at start-up but arrive with its screen, before its first render', async () => {
    shown.length = 0;
    const runtime = await createRuntime();
    expect(runtime.i18n.t('app.loading')).toBe(de.app.loading);
    expect(runtime.i18n.exists('reports.subtitle')).toBe(false);
    render(<PortalApp runtime={runtime} />);
    expect(await screen.findByTestId('probe')).toHaveProperty('textContent', de.reports.subtitle);
    expect(shown[0]).toBe(de.reports.subtitle);
    runtime.dispose();
  });

  it('follow a language switch together with the shell', async () => {
    const runtime = await createRuntime();
    render(<PortalApp runtime={runtime} />);
    await screen.findByTestId('probe');
    await act(() => runtime.services.setLocale('fr'));
    expect(screen.getByTestId('probe').textContent).toBe(fr.reports.subtitle);
    expect(runtime.i18n.t('app.loading')).toBe(fr.app.loading);
    expect(Object.keys(runtime.i18n.getResourceBundle('fr', 'translation') as object)).not.toContain('devices');
    runtime.dispose();
  });

  it('makes answers the server translated stale, so they are fetched again in the new language', async () => {
    const runtime = await createRuntime();
    runtime.queryClient.setQueryData(['tours', 'converters'], [{ name: 'csv-comma', label: 'CSV (Komma)' }]);
    expect(runtime.queryClient.getQueryState(['tours', 'converters'])?.isInvalidated).toBe(false);
    await runtime.services.setLocale('fr');
    expect(runtime.queryClient.getQueryState(['tours', 'converters'])?.isInvalidated).toBe(true);
    runtime.dispose();
  });
});
