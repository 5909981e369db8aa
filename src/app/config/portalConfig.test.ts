import { describe, expect, it } from 'vitest';
import { elementConfig, standaloneConfig } from './portalConfig.ts';

describe('the support page template in the shell config', () => {
  it('comes from VITE_SUPPORT_URL, else the server’s own pages', () => {
    expect(standaloneConfig({}).supportUrl).toBe('/support/{lang}/');
    expect(standaloneConfig({ VITE_SUPPORT_URL: '' }).supportUrl).toBe('/support/{lang}/');
    expect(standaloneConfig({ VITE_SUPPORT_URL: 'https://help.example/{lang}' }).supportUrl).toBe(
      'https://help.example/{lang}',
    );
  });

  it('in <meter-portal>, comes from the support-url attribute first', () => {
    const env = { VITE_SUPPORT_URL: 'https://help.example/{lang}' };
    expect(elementConfig({}, env).supportUrl).toBe('https://help.example/{lang}');
    expect(elementConfig({ supportUrl: 'https://portal.example/support/{lang}/' }, env).supportUrl).toBe(
      'https://portal.example/support/{lang}/',
    );
  });
});
