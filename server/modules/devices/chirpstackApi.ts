import type { ChirpstackConfig } from '../../config.ts';

/** ChirpStack refused a call or could not be asked; `reason` is safe to show (no key material, no token). */
export class ChirpstackFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A LoRaWAN 1.0.x OTAA device as ChirpStack gets it: EUIs as 16 lower-case hex digits, the AppKey as 32. */
export interface ChirpstackDevice {
  devEui: string;
  joinEui: string;
  appKey: string;
  name: string;
  description: string;
}

/** LoRaWAN 1.1's application root key, which 1.0.x devices do not have */
const NO_KEY = '0'.repeat(32);

/** the longest error message of ChirpStack's that a reason repeats */
const MAX_MESSAGE_CHARS = 200;

/** grpc-gateway's error body `{code, message, details}`: the message, cut short, with any secret blanked out. */
async function messageOf(response: Response, secrets: readonly string[]): Promise<string> {
  let text: string;
  try {
    text = (await response.text()).slice(0, 4096);
  } catch {
    return '';
  }
  let message = text;
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') message = parsed.message;
  } catch {
    // not JSON: the text itself
  }
  for (const secret of secrets)
    if (secret) message = message.replace(new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '***');
  message = message.replace(/\s+/g, ' ').trim();
  return message.length > MAX_MESSAGE_CHARS ? `${message.slice(0, MAX_MESSAGE_CHARS)}…` : message;
}

/**
 * ChirpStack v4's REST API (the grpc-gateway of chirpstack-rest-api): `POST /api/devices`,
 * `POST` (or `PUT`) `/api/devices/{devEui}/keys`, `DELETE /api/devices/{devEui}`, with the API token as a bearer in
 * `Grpc-Metadata-Authorization` (and `Authorization`, which the gateway forwards as well). Each call waits
 * at most `timeoutMs`. The token and the AppKey never go into a reason.
 */
export function chirpstackApi(config: ChirpstackConfig) {
  const call = async (method: string, path: string, body: unknown, secrets: readonly string[] = []) => {
    let response: Response;
    try {
      response = await fetch(`${config.url}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          'Grpc-Metadata-Authorization': `Bearer ${config.token}`,
          Authorization: `Bearer ${config.token}`,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new ChirpstackFailure(`ChirpStack did not answer within ${config.timeoutMs / 1000} s`);
      const cause = (error as { cause?: { code?: unknown } }).cause;
      const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
      throw new ChirpstackFailure(`ChirpStack is unreachable${code}`);
    }
    if (response.ok) {
      await response.body?.cancel();
      return response.status;
    }
    if (response.status === 404 || response.status === 409) {
      await response.body?.cancel();
      return response.status;
    }
    const message = await messageOf(response, [config.token, ...secrets]);
    const why =
      response.status === 401 || response.status === 403 ? 'refused the API token' : `answered ${response.status}`;
    throw new ChirpstackFailure(`ChirpStack ${why}${message ? `: ${message}` : ''}`);
  };
  const devicePath = (devEui: string) => `/api/devices/${encodeURIComponent(devEui)}`;

  return {
    /** creates the device and sets its root key; `existed` when ChirpStack already had it (its keys are set) */
    async register(device: ChirpstackDevice): Promise<'created' | 'existed'> {
      const created = await call('POST', '/api/devices', {
        device: {
          devEui: device.devEui,
          joinEui: device.joinEui,
          name: device.name,
          description: device.description,
          applicationId: config.applicationId,
          deviceProfileId: config.deviceProfileId,
          skipFcntCheck: false,
          isDisabled: false,
        },
      });
      if (created === 404) throw new ChirpstackFailure('ChirpStack does not know the application or device profile');
      // LoRaWAN 1.0.x: the AppKey goes into `nwkKey` (ChirpStack's DeviceKeys); `appKey` is 1.1's own root key,
      // which ChirpStack still parses as 128 bits: zeros. Keys already there (409) are replaced by Key Handling's.
      const keysPath = `${devicePath(device.devEui)}/keys`;
      const keys = { deviceKeys: { nwkKey: device.appKey, appKey: NO_KEY } };
      let answer = await call('POST', keysPath, keys, [device.appKey]);
      if (answer === 409) answer = await call('PUT', keysPath, keys, [device.appKey]);
      if (answer === 404) throw new ChirpstackFailure('ChirpStack lost the device before its keys were set');
      return created === 409 ? 'existed' : 'created';
    },

    /** deletes the device; `missing` when ChirpStack did not have it */
    async remove(devEui: string): Promise<'deleted' | 'missing'> {
      return (await call('DELETE', devicePath(devEui), undefined)) === 404 ? 'missing' : 'deleted';
    },
  };
}

export type ChirpstackApi = ReturnType<typeof chirpstackApi>;
