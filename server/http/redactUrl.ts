/** Path segments after which the next one is a secret: reset and activation links, in the portal and the API. */
const SECRET_AFTER = new Set(['set_password', 'reset', 'activate', 'activation']);
/** Query parameters whose value is a secret, by name. */
const SECRET_PARAM = /token|key|secret|password|refresh|access|code|signature/i;
/** An embed key's secret, wherever it appears. */
const EMBED_SECRET = /mpk_[A-Za-z0-9_-]+/g;
export const REDACTED = '[redacted]';

/**
 * A request URL fit for the log: the token of a reset or activation link, secret-looking query values
 * and embed key secrets replaced. At debug level every request line carries its URL, and a log must
 * not hand out a link that resets a password.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (SECRET_AFTER.has(decodeSafely(segments[i - 1]).toLowerCase()) && segments[i] !== '') segments[i] = REDACTED;
  }
  let redacted = segments.join('/');
  if (queryAt >= 0) {
    const query = url
      .slice(queryAt + 1)
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=');
        const name = equals < 0 ? pair : pair.slice(0, equals);
        return equals >= 0 && SECRET_PARAM.test(decodeSafely(name)) ? `${name}=${REDACTED}` : pair;
      });
    redacted += `?${query.join('&')}`;
  }
  return redacted.replace(EMBED_SECRET, `mpk_${REDACTED}`);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
