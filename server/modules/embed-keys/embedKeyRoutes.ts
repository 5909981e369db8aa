import { embedKeyEndpoints as endpoints } from '../../../src/core/contract/embedKeyEndpoints.ts';
import { EMBED_EXCHANGES_PER_MINUTE, EMBED_TOKEN_SECONDS } from '../../../src/core/domain/embed.ts';
import type { AppContext } from '../../AppContext.ts';
import { fieldError, HttpError, msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { companyChoices, ownerChoices } from '../companies/companyChoices.ts';
import { companyOfNewKey } from '../companies/companyOfNewKey.ts';
import { meterGroupChoices } from '../meter-groups/meterGroupChoices.ts';
import { embedKeyGroupChoices } from './embedKeyGroupRule.ts';
import { embedKeyLookup } from '../../auth/embedKeyLookup.ts';
import { embedKeyBody, embedKeyRepository } from './embedKeyRepository.ts';
import { throttled } from '../../auth/loginRateLimit.ts';
import { embedOrigins } from '../../auth/embedOrigins.ts';
import { hashKeySecret, isUsable, newKeySecret } from '../../auth/keySecret.ts';

const WWW = { 'WWW-Authenticate': 'Bearer realm="api"' };
const keyInvalid = () => new HttpError(401, { detail: msg('embedKeyInvalid'), code: 'embed_key_invalid' }, WWW);
const originRefused = () => new HttpError(403, { detail: msg('embedOriginRefused'), code: 'origin_not_allowed' });

/** A key must say where it may be used: listed origins, or the confirmed `*`. */
function checkOrigins(origins: string[], anyOrigin: boolean) {
  if (origins.length === 0 && !anyOrigin) throw fieldError('origins', msg('embedOriginsRequired'));
}

/** The chart shows serials and volumes by nature: a key that hides them cannot serve it. */
function checkHidden(elements: readonly string[], hidden: readonly string[]) {
  if (hidden.length > 0 && elements.includes('chart')) throw fieldError('hidden', msg('embedHiddenWithChart'));
}

/** The device groups a key is limited to must be groups of its own company. */
async function checkGroups(keys: ReturnType<typeof embedKeyRepository>, companyId: number, groups: string[]) {
  const unique = [...new Set(groups.map((uuid) => uuid.toLowerCase()))];
  const known = await keys.groupsOf(companyId, unique);
  const unknown = unique.find((uuid) => !known.has(uuid));
  if (unknown) throw fieldError('groups', msg('groupsUnavailable'));
  return unique;
}

const expiry = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Embed keys of the caller's companies, and the exchange of a key for a read-only token. */
export const embedKeyRoutes = mounter(async (mount, { db, tokens }: AppContext) => {
  companyChoices.register('embed-key', ownerChoices('change_company'));
  meterGroupChoices.register('embed-key', embedKeyGroupChoices);

  await mount(endpoints.list, async ({ query, scope, request }) => {
    const window = pageWindow(query);
    const { rows, total } = await embedKeyRepository(db, scope).page(query, window);
    return pageBody(request, window, total, rows.map(embedKeyBody));
  });

  await mount(endpoints.create, async ({ body, caller, scope }) => {
    const companyId = await companyOfNewKey(db, scope, caller, body.company);
    const origins = [...new Set(body.origins.map((origin) => origin.toLowerCase()))];
    checkOrigins(origins, body.any_origin);
    checkHidden(body.elements, body.hidden);
    const keys = embedKeyRepository(db, scope);
    const groups = await checkGroups(keys, companyId, body.groups);
    const secret = newKeySecret('mpk');
    const row = await keys.create({
      companyId,
      name: body.name,
      prefix: secret.prefix,
      secretHash: secret.hash,
      origins,
      anyOrigin: body.any_origin,
      elements: [...new Set(body.elements)],
      groups,
      hidden: [...new Set(body.hidden)],
      expiresAt: expiry(body.expires_at),
      createdBy: caller.user.id,
    });
    embedOrigins(db).forget();
    return { ...embedKeyBody(row), key: secret.key };
  });

  await mount(endpoints.update, async ({ params, body, scope }) => {
    const keys = embedKeyRepository(db, scope);
    const row = await keys.find(params.id);
    if (row.revokedAt) throw fieldError('non_field_errors', msg('embedKeyRevoked'));
    const origins = body.origins && [...new Set(body.origins.map((origin) => origin.toLowerCase()))];
    checkOrigins(origins ?? row.origins, body.any_origin ?? row.anyOrigin);
    checkHidden(body.elements ?? row.elements, body.hidden ?? row.hidden);
    const groups = body.groups && (await checkGroups(keys, row.companyId, body.groups));
    const updated = await keys.update(row, {
      ...(body.name !== undefined && { name: body.name }),
      ...(origins && { origins }),
      ...(body.any_origin !== undefined && { anyOrigin: body.any_origin }),
      ...(body.elements && { elements: [...new Set(body.elements)] }),
      ...(groups && { groups }),
      ...(body.hidden && { hidden: [...new Set(body.hidden)] }),
      ...(body.expires_at !== undefined && { expiresAt: expiry(body.expires_at) }),
    });
    embedOrigins(db).forget();
    return embedKeyBody(updated);
  });

  await mount(endpoints.revoke, async ({ params, scope }) => {
    const keys = embedKeyRepository(db, scope);
    const revoked = await keys.revoke(await keys.find(params.id));
    embedOrigins(db).forget();
    return embedKeyBody(revoked);
  });

  await mount(
    endpoints.token,
    async ({ body, request }) => {
      const lookup = embedKeyLookup(db);
      const key = await lookup.bySecretHash(hashKeySecret(body.key));
      if (!key || !isUsable(key)) throw keyInvalid();
      const origin = request.headers.origin?.toLowerCase();
      // a page's fetch always sends its Origin; a key for listed origins is no use without one
      if (!key.anyOrigin && (!origin || !key.origins.includes(origin))) throw originRefused();
      const access = await tokens.issueEmbed(key.id, origin ?? '*', EMBED_TOKEN_SECONDS);
      await lookup.touch(key.id);
      return { access, expires_in: EMBED_TOKEN_SECONDS, elements: key.elements as never };
    },
    {
      config: {
        rateLimit: {
          max: EMBED_EXCHANGES_PER_MINUTE,
          timeWindow: 60_000,
          // per key and client address: a key is public in its partner page's HTML, so one address burning
          // its budget must not lock that page's visitors out, and one busy page must not lock out another
          keyGenerator: (request) => {
            const key = (request.body as { key?: unknown } | undefined)?.key;
            return `embed:${typeof key === 'string' ? hashKeySecret(key) : ''}|${request.ip}`;
          },
          errorResponseBuilder: throttled,
        },
      },
    },
  );
});
