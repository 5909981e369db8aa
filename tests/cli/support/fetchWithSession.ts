import { readFile } from 'node:fs/promises';

/** GETs an API address with the access token the CLI stored in `sessionFile`: what the server sends directly. */
export async function fetchWithSession(sessionFile: string, url: string): Promise<Response> {
  const { tokens } = JSON.parse(await readFile(sessionFile, 'utf8')) as { tokens: { access: string } };
  return fetch(url, { headers: { Authorization: `Bearer ${tokens.access}` } });
}
