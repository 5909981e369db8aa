/**
 * A receiver's command line posting telegrams with `key`: one telegram a line, `hex` or `hex;timestamp`, as
 * text/plain to the portal's `telegrams/` (the API base made absolute against the page).
 */
export function ingestionExample(apiBase: string, pageUrl: string, key: string): string {
  const url = new URL('telegrams/', new URL(apiBase, pageUrl)).href;
  return `curl -X POST ${url} -H 'Authorization: Bearer ${key}' -H 'Content-Type: text/plain' --data-binary @telegrams.txt`;
}
