import { message, type MessageKey } from './messages.ts';

const isMsg = (value: unknown): value is { key: MessageKey; vars?: Record<string, string | number> } =>
  typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string';

/** Replaces message keys in an error body by their text in `lang`. */
export function translateBody(body: unknown, lang: string): unknown {
  if (isMsg(body)) return message(lang, body.key, body.vars);
  if (Array.isArray(body)) return body.map((item) => translateBody(item, lang));
  if (typeof body === 'object' && body !== null) {
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, translateBody(v, lang)]));
  }
  return body;
}
