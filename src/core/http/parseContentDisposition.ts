/** One `name=value` parameter of the header: value is a token or a quoted string with backslash escapes. */
const PARAMETER = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

function unquote(value: string): string {
  const trimmed = value.trim();
  if (!trimmed.startsWith('"')) return trimmed;
  return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** RFC 5987 ext-value: `charset'language'percent-encoded`. Returns null when it cannot be decoded. */
function decodeExtValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(unquote(value));
  if (!match) return null;
  const charset = match[1].toLowerCase();
  const encoded = match[2];
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  } catch {
    return null;
  }
  return null;
}

/** The saved file must land where the user chose, so a name like `../../x` keeps only its last part. */
function baseName(name: string): string | null {
  const last = name.split(/[/\\]/).pop() ?? '';
  // Control characters (a decoded %0A, say) have no place in a file name.
  const clean = [...last]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f')
    .join('')
    .trim();
  return clean === '' || clean === '.' || clean === '..' ? null : clean;
}

/**
 * File name of a download from its Content-Disposition header (RFC 6266): `filename*` (RFC 5987, e.g.
 * `filename*=UTF-8''%E2%82%AC%20rates.csv`) wins over `filename`; null when the header names none.
 */
export function parseContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let plain: string | null = null;
  let extended: string | null = null;
  // The disposition type comes first and has no parameters of its own; prefix `;` so every parameter matches alike.
  const parameters = `;${header.slice(header.indexOf(';') + 1)}`;
  for (const [, rawName, rawValue] of parameters.matchAll(PARAMETER)) {
    const name = rawName.toLowerCase();
    if (name === 'filename*' && extended === null) extended = decodeExtValue(rawValue);
    else if (name === 'filename' && plain === null) plain = unquote(rawValue);
  }
  const chosen = extended ?? plain;
  return chosen === null ? null : baseName(chosen);
}
