import { fireEvent, screen } from '@testing-library/react';
import type { CurrentUser } from '../../../core/contract/index.ts';
import type { Session } from '../../../core/auth/createSession.ts';
import type { HttpClient } from '../../../core/http/createHttpClient.ts';
import { renderWithProviders } from '../../common/testing/renderWithProviders.tsx';
import { ReportsScreen } from '../ReportsScreen.tsx';

/** A signed-in user of company 1 with these permissions. */
export function sessionOf(permissions: string[]): Partial<Session> {
  const user = {
    user_uuid: 'user-1',
    is_admin: false,
    profile: { company_id: 1, permissions },
  } as unknown as CurrentUser;
  return { getCurrent: () => user };
}

/** The Reports screen with meter 21040082 picked, once its toolbar is drawn. */
export async function openOn21040082(http: HttpClient, permissions: string[]) {
  const rendered = await renderWithProviders(ReportsScreen, { at: '/reports', http, session: sessionOf(permissions) });
  fireEvent.click(screen.getByRole('button', { name: /^Meter(?! type)/ }));
  fireEvent.click(await screen.findByRole('option', { name: /21040082/ }));
  await screen.findByRole('button', { name: 'Export CSV' });
  return rendered;
}
