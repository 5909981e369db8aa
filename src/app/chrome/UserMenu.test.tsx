import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../../../locales/de.json';
import el from '../../../locales/el.json';
import type { CurrentUser } from '../../core/contract/index.ts';
import { renderWithProviders } from '../../features/common/testing/renderWithProviders.tsx';
import { standaloneConfig } from '../config/portalConfig.ts';
import { ShellContext, type Shell } from '../runtime/ShellContext.ts';
import { UserMenu } from './UserMenu.tsx';

const me = { user_uuid: 'u1', name: 'Ann Admin', email: 'admin@example.com', is_admin: false } as CurrentUser;

afterEach(() => vi.restoreAllMocks());

async function openMenu(lang: 'en' | 'de' | 'el', env: { VITE_SUPPORT_URL?: string } = {}) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const shell = { config: standaloneConfig(env), toastContainerId: 'toasts', attachToasts: () => () => {} } as Shell;
  let i18n: I18n | undefined;
  function Captured() {
    i18n = useTranslation().i18n;
    return <UserMenu />;
  }
  await renderWithProviders(
    () => (
      <ShellContext value={shell}>
        <Captured />
      </ShellContext>
    ),
    { at: '/dashboard', session: { getCurrent: () => me } },
  );
  i18n!.addResourceBundle('de', 'translation', de);
  i18n!.addResourceBundle('el', 'translation', el);
  await act(() => i18n!.changeLanguage(lang));
  fireEvent.click(screen.getByRole('button', { name: /^Ann Admin/ }));
  return open;
}

describe('the user menu’s Support entry', () => {
  it('opens the German support page in a new tab for a German UI', async () => {
    const open = await openMenu('de');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hilfe und Support' }));
    expect(open).toHaveBeenCalledExactlyOnceWith('/support/de/', '_blank', 'noopener');
  });

  it('opens the English page for Greek, which has none of its own', async () => {
    const open = await openMenu('el');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Υποστήριξη' }));
    expect(open).toHaveBeenCalledExactlyOnceWith('/support/en/', '_blank', 'noopener');
  });

  it('follows the configured template, and stays before Log out', async () => {
    const open = await openMenu('en', { VITE_SUPPORT_URL: 'https://help.example.com/{lang}/portal' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'Support',
      'Log out',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Support' }));
    expect(open).toHaveBeenCalledExactlyOnceWith('https://help.example.com/en/portal', '_blank', 'noopener');
  });
});
