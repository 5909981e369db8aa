import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyMaterial } from '../../src/core/contract/keys.ts';
import { inMemoryMasterKey, type MasterKey } from './masterKeys.ts';

/** The stored form of key material: sealed under a data key, which is wrapped by a master key. */
export interface SealedKey {
  sealedMaterial: Buffer;
  wrappedDataKey: Buffer;
  masterKeyId: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: iv ‖ tag ‖ ciphertext. `aad` binds the box to its row, so boxes cannot be swapped between rows. */
function seal(key: Buffer, plain: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, box: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, box.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(box.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(box.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export interface KeyVault {
  /** the id of the master key new data keys are wrapped with */
  readonly currentKeyId: string;
  seal(commModUuid: string, material: KeyMaterial): SealedKey;
  open(commModUuid: string, sealed: SealedKey): KeyMaterial;
  /** the data key wrapped again under the current master key; null when it already is */
  rewrap(commModUuid: string, sealed: SealedKey): Pick<SealedKey, 'wrappedDataKey' | 'masterKeyId'> | null;
}

/**
 * Envelope encryption of key material: each key gets a random data key; the master key only ever
 * encrypts data keys, so rotating it re-wraps 32-byte data keys and leaves the sealed material alone.
 */
export function createKeyVault(masterKeys: readonly MasterKey[]): KeyVault {
  if (masterKeys.length === 0) throw new Error('a key vault needs a master key');
  const [current] = masterKeys;
  const masterOf = (id: string) => {
    const found = masterKeys.find((m) => m.id === id);
    if (!found) throw new Error(`key material is wrapped by the unknown master key ${id}`);
    return found;
  };
  const unwrap = (commModUuid: string, sealed: SealedKey) =>
    open(masterOf(sealed.masterKeyId).key, sealed.wrappedDataKey, `wrap:${commModUuid}`);
  return {
    currentKeyId: current.id,
    seal(commModUuid, material) {
      const dataKey = randomBytes(32);
      return {
        sealedMaterial: seal(dataKey, Buffer.from(JSON.stringify(material)), `key:${commModUuid}`),
        wrappedDataKey: seal(current.key, dataKey, `wrap:${commModUuid}`),
        masterKeyId: current.id,
      };
    },
    open(commModUuid, sealed) {
      const plain = open(unwrap(commModUuid, sealed), sealed.sealedMaterial, `key:${commModUuid}`);
      return JSON.parse(plain.toString('utf8')) as KeyMaterial;
    },
    rewrap(commModUuid, sealed) {
      if (sealed.masterKeyId === current.id) return null;
      return {
        wrappedDataKey: seal(current.key, unwrap(commModUuid, sealed), `wrap:${commModUuid}`),
        masterKeyId: current.id,
      };
    },
  };
}

/** The vault of in-memory (test) databases and of seeds written into them. */
export const inMemoryKeyVault = (): KeyVault => createKeyVault([inMemoryMasterKey()]);
