import { apiTokens } from '../../support/apiTokens.ts';

/**
 * Saves `language` in the profile of `email` through the API. The portal takes the profile's language at
 * sign-in, so a test that signs in with a browser of another language saves that language first.
 */
export async function saveProfileLanguage(server: { url: string; authBase: string }, email: string, language: string) {
  const { access } = await apiTokens(server, email);
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const current = await fetch(`${server.authBase}current/`, { headers });
  const { user_uuid } = (await current.json()) as { user_uuid: string };
  const reply = await fetch(`${server.url}/api/users/${user_uuid}/`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ language }),
  });
  if (reply.status !== 200) throw new Error(`saving the language of ${email}: ${reply.status} ${await reply.text()}`);
}
