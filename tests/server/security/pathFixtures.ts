import { DEFAULT_LEAK_RULES } from '../../../src/core/domain/leakRules.ts';
import type { AnyEndpoint } from '../../../src/core/contract/endpoint.ts';
import type { ForeignCompany } from './foreignCompany.ts';

/** A path parameter naming an object (`:id`, `:uuid`, `:group_id` …): the matrix needs a foreign object for it. */
export const isIdParam = (name: string) => /(^|_)(id|uuid)$/.test(name);

const PARAM = /:([A-Za-z_]\w*)/g;

/** The id-taking endpoints, the ones the matrix covers (a path alias counts too). */
export const takesId = (endpoint: AnyEndpoint) =>
  [endpoint.spec.path, ...(endpoint.spec.aliases ?? [])].some((path) =>
    [...path.matchAll(PARAM)].some((match) => isIdParam(match[1])),
  );

interface ObjectFixture {
  foreign: (company: ForeignCompany) => string | number;
  /** an id no row has: the answer for a foreign object must not differ from the answer for it */
  missing: string | number;
  /** staff sees every company, so the object exists for staff; a task is its starter's alone */
  staffSees: boolean;
}

const MISSING_UUID = '00000000-0000-4000-8000-00000000f00d';
/** short enough for every integer filter (meter-groups takes at most nine digits) */
const MISSING_SERIAL = 999_999_999;

/**
 * The object behind an id, by the collection the path names it in (`meter-groups/:uuid/reports` is a
 * meter group, whatever resource serves it). A collection missing here fails the matrix by name.
 */
const OBJECTS: Record<string, ObjectFixture> = {
  companies: { foreign: (c) => c.companyId, missing: MISSING_SERIAL, staffSees: true },
  installations: { foreign: (c) => c.installationUuid, missing: MISSING_UUID, staffSees: true },
  measuring_points: { foreign: (c) => c.measuringPointId, missing: MISSING_SERIAL, staffSees: true },
  'meter-groups': { foreign: (c) => c.meterGroupUuid, missing: MISSING_UUID, staffSees: true },
  'device-profiles': { foreign: (c) => c.deviceProfileUuid, missing: MISSING_UUID, staffSees: true },
  users: { foreign: (c) => c.userId, missing: MISSING_UUID, staffSees: true },
  tasks: { foreign: (c) => c.taskId, missing: MISSING_UUID, staffSees: false },
  'embed-keys': { foreign: (c) => c.embedKeyId, missing: MISSING_UUID, staffSees: true },
  'ingestion-keys': { foreign: (c) => c.ingestionKeyId, missing: MISSING_UUID, staffSees: true },
  keys: { foreign: (c) => c.keyId, missing: MISSING_UUID, staffSees: true },
  orders: { foreign: (c) => c.orderNumber, missing: 'X-9001 missing-order', staffSees: true },
  transfers: { foreign: (c) => c.transferId, missing: MISSING_SERIAL, staffSees: true },
  profiles: { foreign: (c) => c.profileId, missing: MISSING_SERIAL, staffSees: true },
  subscriptions: { foreign: (c) => c.subscriptionId, missing: MISSING_SERIAL, staffSees: true },
  tours: { foreign: (c) => c.tourUuid, missing: MISSING_UUID, staffSees: true },
  tablets: { foreign: (c) => c.tabletUuid, missing: MISSING_UUID, staffSees: true },
};

/** Path parameters that name no object, filled with a plausible value. */
const OTHER_PARAMS: Record<string, string> = { token: 'matrix-not-a-token', format: 'json', row: '1', register: '1' };

export interface FilledPath {
  foreign: string;
  missing: string;
  staffSees: boolean;
}

/** The endpoint's server path (or an alias) with a foreign object, and with a missing one; an Error names what is unknown. */
export function fillPath(
  endpoint: AnyEndpoint,
  company: ForeignCompany,
  path = endpoint.spec.path,
): FilledPath | Error {
  const segments = path.split('/');
  let staffSees = true;
  let unknown: Error | undefined;
  const fill = (which: 'foreign' | 'missing') =>
    segments
      .map((segment, index) =>
        segment.replace(PARAM, (_, param: string) => {
          if (param in OTHER_PARAMS) return OTHER_PARAMS[param];
          const collection = segments[index - 1] ?? '';
          const object = isIdParam(param) ? OBJECTS[collection] : undefined;
          if (!object) {
            unknown ??= isIdParam(param)
              ? new Error(`no foreign object for :${param} of '${collection}' (add one to OBJECTS)`)
              : new Error(`no value for the path parameter :${param} (add one to OTHER_PARAMS)`);
            return segment;
          }
          if (which === 'foreign') staffSees &&= object.staffSees;
          return encodeURIComponent(String(which === 'foreign' ? object.foreign(company) : object.missing));
        }),
      )
      .join('/');
  const base = `/${endpoint.spec.base ?? 'api'}/`;
  const filled = { foreign: `${base}${fill('foreign')}/`, missing: `${base}${fill('missing')}/`, staffSees };
  return unknown ?? filled;
}

/** Query fields naming an object (a filter, a task to poll, a company to switch to), by name. */
const QUERY_OBJECTS: Record<string, Omit<ObjectFixture, 'staffSees'>> = {
  company: OBJECTS.companies,
  group: OBJECTS['meter-groups'],
  groups: OBJECTS['meter-groups'],
  task_id: OBJECTS.tasks,
  installation: OBJECTS.installations,
  serial: { foreign: (c) => c.installationSerial, missing: 'matrix-missing-serial' },
  serial_number: { foreign: (c) => c.installationSerial, missing: 'matrix-missing-serial' },
  order: { foreign: (c) => c.orderNumber, missing: 'X-9001 missing-order' },
};

/** A query field that names an object: a known one, or any `…_id`/`…_uuid` (which then fails the matrix by name). */
export const namesObject = (field: string) => field in QUERY_OBJECTS || isIdParam(field);

/** The query value naming the foreign object, and one naming no object; an Error names a field without one. */
export function fillQuery(field: string, company: ForeignCompany): { foreign: string; missing: string } | Error {
  const object = QUERY_OBJECTS[field];
  if (!object) return new Error(`no foreign object for the query field '${field}' (add one to QUERY_OBJECTS)`);
  return { foreign: String(object.foreign(company)), missing: String(object.missing) };
}

/**
 * An answer's text with each foreign object's id put as its missing one, so a refusal that echoes the id
 * it was given ("\"34\" is not a valid choice.") compares equal to the refusal of a missing id.
 */
export function asMissing(text: string, company: ForeignCompany): string {
  let result = text;
  for (const object of [...Object.values(OBJECTS), QUERY_OBJECTS.serial]) {
    const id = String(object.foreign(company)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result.replace(new RegExp(`(?<![\\w-])${id}(?![\\w-])`, 'g'), String(object.missing));
  }
  return result;
}

/**
 * A body the schema accepts, so a write reaches its lookup instead of stopping at validation; ids in it
 * name foreign objects too. A body schema missing here is sent as `{}` (a 400 then is an accepted answer).
 */
export function minimalBody(endpoint: AnyEndpoint, company: ForeignCompany): unknown {
  const bodies: Record<string, unknown> = {
    leakRules: { ...DEFAULT_LEAK_RULES },
    measuringPointPatch: { name: `${company.companyId} renamed` },
    meterGroupUpdate: { name: 'renamed' },
    meterGroupMembers: { installations: [company.installationUuid] },
    setPasswordRequest: { password: 'matrix-password-1234' },
    userChange: { name: 'renamed' },
    keyPatch: { is_deleted: true },
    transferCreate: { to_company: company.companyId, keys: [company.keyId] },
    companyChange: { name: 'renamed' },
    roleChange: { role: 'basic' },
    groupChange: { groups: [] },
    sonicoProfileChange: { sonico_profile: '01' },
    profileChange: { is_default: true },
    subscriptionChange: { spec: {} },
    activationRequest: { email: 'matrix-admin@example.org' },
    tourAssignment: { tablet: company.tabletUuid },
    tourPatch: { name: 'renamed' },
    registerPatch: { read_value: 1 },
    tourUpload: { readings: [{ item_number: 1, register_id: '1', read_value: 1 }] },
  };
  const name = endpoint.spec.body;
  if (name === undefined) return endpoint.spec.method === 'GET' || endpoint.spec.method === 'DELETE' ? undefined : {};
  return bodies[name] ?? {};
}
