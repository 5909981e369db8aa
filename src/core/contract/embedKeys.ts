import { z } from 'zod';
import { EMBED_ELEMENTS, EMBED_HIDDEN_FIELDS, EMBED_ORIGIN_PATTERN } from '../domain/embed.ts';
import {
  companyCredential,
  credentialCompany,
  credentialFields,
  credentialListQuery,
  credentialParams,
} from './companyCredentials.ts';

/** An origin as a browser sends it: scheme, host and port, nothing more. */
const origin = z.string().max(200).regex(EMBED_ORIGIN_PATTERN, 'Enter an origin such as https://water.example.org');

/** An embed key as lists and details show it: never the secret, only its first characters. */
export const embedKey = companyCredential.extend({
  origins: z.array(z.string()),
  any_origin: z.boolean(),
  elements: z.array(z.enum(EMBED_ELEMENTS)),
  /** uuids of the device groups it is limited to; empty: the whole company */
  groups: z.array(z.string()),
  hidden: z.array(z.enum(EMBED_HIDDEN_FIELDS)),
});
export type EmbedKey = z.infer<typeof embedKey>;

/** The answer to creating a key: the one time its secret is shown. */
export const embedKeyCreated = embedKey.extend({ key: z.string() });
export type EmbedKeyCreated = z.infer<typeof embedKeyCreated>;

const keyFields = {
  name: credentialFields.name,
  origins: z.array(origin).max(20),
  /** `*`: any page may show the data; the admin confirms it by setting this */
  any_origin: z.boolean(),
  elements: z.array(z.enum(EMBED_ELEMENTS)).min(1),
  groups: z.array(z.string().uuid()).max(50),
  hidden: z.array(z.enum(EMBED_HIDDEN_FIELDS)),
  expires_at: credentialFields.expires_at,
};

export const embedKeyCreate = z.object({
  ...keyFields,
  any_origin: keyFields.any_origin.default(false),
  groups: keyFields.groups.default([]),
  hidden: keyFields.hidden.default([]),
  expires_at: keyFields.expires_at.optional(),
  company: credentialCompany,
});
export type EmbedKeyCreate = z.infer<typeof embedKeyCreate>;

export const embedKeyUpdate = z.object(keyFields).partial();
export type EmbedKeyUpdate = z.infer<typeof embedKeyUpdate>;

export const embedKeyParams = credentialParams;

export const embedKeyListQuery = credentialListQuery;

/** `POST auth/embed/token/`: the element's key, sent with its page's Origin header. */
export const embedTokenRequest = z.object({ key: z.string().max(200) });

export const embedToken = z.object({
  access: z.string(),
  expires_in: z.number().int(),
  elements: z.array(z.enum(EMBED_ELEMENTS)),
});
export type EmbedToken = z.infer<typeof embedToken>;
