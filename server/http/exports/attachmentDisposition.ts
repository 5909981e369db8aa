import { create } from 'content-disposition';

/**
 * `attachment; filename="…"`, with `filename*` (RFC 8187, UTF-8) beside an ASCII fallback when the name
 * is not plain ASCII. The package writes a name made of token characters bare (`filename=a.csv`); it is
 * quoted here, as downloads always were, which every RFC 6266 reader takes alike.
 */
export function attachmentDisposition(fileName: string): string {
  return create(fileName).replace(/; filename=([^";]+)(?=;|$)/, '; filename="$1"');
}
