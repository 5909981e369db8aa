import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/createDatabase.ts';
import { ingestionKeys } from '../db/ingestionKeySchema.ts';
import { HttpError, msg } from '../http/HttpError.ts';
import type { Caller } from './Caller.ts';
import { credentialCaller } from './credentialCaller.ts';
import { credentialLookup } from './credentialLookup.ts';
import { hashKeySecret, isUsable } from './keySecret.ts';

const WWW = { 'WWW-Authenticate': 'Bearer realm="api"' };

/** An ingestion key's secret, told apart from an access token by its first characters. */
export const isIngestionSecret = (token: string): boolean => token.startsWith('mpi_');

/**
 * Whether the route a request reached accepts ingestion keys: its contract declaration says
 * `ingestion: true` (posting telegrams, and later uplinks and bulk readings). Every other route refuses them.
 */
export const acceptsIngestionKey = (request: FastifyRequest): boolean =>
  request.routeOptions.config.endpoint?.spec.ingestion === true;

const keyInvalid = () =>
  new HttpError(401, { detail: msg('ingestionKeyInvalid'), code: 'ingestion_key_invalid' }, WWW);
const keyNotAccepted = () =>
  new HttpError(401, { detail: msg('ingestionKeyNotAccepted'), code: 'ingestion_key_not_accepted' }, WWW);

/**
 * The caller of an ingestion key (`Authorization: Bearer mpi_…`): write-only, for the key's one company, with
 * no permission of its own; `mountEndpoint` lets it reach the endpoints that declare `ingestion: true` and
 * nothing else. An unknown, revoked or expired key is a 401, and so is a key on a route that does not accept
 * one. Each use is noted as the key's last use.
 */
export async function ingestionCaller(db: Db, request: FastifyRequest, secret: string): Promise<Caller> {
  if (!acceptsIngestionKey(request)) throw keyNotAccepted();
  const lookup = credentialLookup(db, ingestionKeys);
  const key = await lookup.bySecretHash(hashKeySecret(secret));
  if (!key || !isUsable(key)) throw keyInvalid();
  await lookup.touch(key.id);
  return { ...credentialCaller(key, new Set()), ingestion: { keyId: key.id } };
}
