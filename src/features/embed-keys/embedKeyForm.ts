import type { EmbedKey, EmbedKeyCreate, EmbedKeyUpdate } from '../../core/contract/embedKeys.ts';
import { EMBED_ORIGIN_PATTERN, type EmbedElement, type EmbedHiddenField } from '../../core/domain/embed.ts';
import { expiryOf, localDay } from '../../core/domain/keyExpiry.ts';

/** What the create and edit form holds; origins as typed, one a line. */
export interface EmbedKeyFormValues {
  name: string;
  originsText: string;
  anyOrigin: boolean;
  elements: EmbedElement[];
  groups: string[];
  hidden: EmbedHiddenField[];
  /** `YYYY-MM-DD` in the browser's time zone, '' for a key that does not expire */
  expiresOn: string;
  /** null: the caller's active company (the server's default) */
  company: number | null;
}

/** The form's fields, named as the server names them so its field errors land on them. */
export const EMBED_KEY_FIELDS = [
  'name',
  'origins',
  'any_origin',
  'elements',
  'groups',
  'hidden',
  'expires_at',
  'company',
] as const;
export type EmbedKeyField = (typeof EMBED_KEY_FIELDS)[number];

/** A client check that failed, as a text key of the `embedKeys.validation` section and its values. */
export interface EmbedKeyProblem {
  code: 'required' | 'invalidOrigin' | 'originsRequired' | 'hiddenWithChart' | 'expiryPast';
  origin?: string;
}

export function emptyEmbedKeyForm(company: number | null): EmbedKeyFormValues {
  return {
    name: '',
    originsText: '',
    anyOrigin: false,
    elements: ['map'],
    groups: [],
    hidden: [],
    expiresOn: '',
    company,
  };
}

export function formOfKey(key: EmbedKey): EmbedKeyFormValues {
  return {
    name: key.name,
    originsText: key.origins.join('\n'),
    anyOrigin: key.any_origin,
    elements: [...key.elements],
    groups: [...key.groups],
    hidden: [...key.hidden],
    expiresOn: key.expires_at ? localDay(key.expires_at) : '',
    company: key.company,
  };
}

/**
 * The origins typed one a line (commas and spaces also part them), as the browser will send them: lower
 * case, without the slash a copied address ends with, each once. Entries that are no origin are returned
 * apart, so the form can name them.
 */
export function parseOrigins(text: string): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(/[\s,]+/)) {
    const origin = entry.trim().replace(/\/$/, '').toLowerCase();
    if (!origin) continue;
    const list = EMBED_ORIGIN_PATTERN.test(origin) ? origins : invalid;
    if (!list.includes(origin)) list.push(origin);
  }
  return { origins, invalid };
}

/** What the server would refuse, found before asking it. */
export function validateEmbedKeyForm(
  values: EmbedKeyFormValues,
  now = new Date(),
): Partial<Record<EmbedKeyField, EmbedKeyProblem>> {
  const problems: Partial<Record<EmbedKeyField, EmbedKeyProblem>> = {};
  if (!values.name.trim()) problems.name = { code: 'required' };
  const { origins, invalid } = parseOrigins(values.originsText);
  if (invalid.length) problems.origins = { code: 'invalidOrigin', origin: invalid[0] };
  else if (!origins.length && !values.anyOrigin) problems.origins = { code: 'originsRequired' };
  if (!values.elements.length) problems.elements = { code: 'required' };
  if (values.hidden.length && values.elements.includes('chart')) problems.hidden = { code: 'hiddenWithChart' };
  const expiry = expiryOf(values.expiresOn);
  if (expiry && new Date(expiry) <= now) problems.expires_at = { code: 'expiryPast' };
  return problems;
}

function keyFields(values: EmbedKeyFormValues) {
  return {
    name: values.name.trim(),
    origins: parseOrigins(values.originsText).origins,
    any_origin: values.anyOrigin,
    elements: [...values.elements],
    groups: [...values.groups],
    hidden: [...values.hidden],
  };
}

export function createBody(values: EmbedKeyFormValues): EmbedKeyCreate {
  return {
    ...keyFields(values),
    expires_at: expiryOf(values.expiresOn),
    ...(values.company !== null && { company: values.company }),
  };
}

/** Every editable field; an expiry whose day was left alone keeps its exact instant. */
export function updateBody(values: EmbedKeyFormValues, key: EmbedKey): EmbedKeyUpdate {
  const sameDay = key.expires_at !== null && values.expiresOn === localDay(key.expires_at);
  return { ...keyFields(values), expires_at: sameDay ? key.expires_at : expiryOf(values.expiresOn) };
}

/** The key's groups when its company becomes `next`: a group belongs to one company, so another drops them all. */
export function groupsOfCompany(groups: readonly string[], current: number | null, next: number | null): string[] {
  return next === current ? [...groups] : [];
}
