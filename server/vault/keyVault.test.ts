import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyVault } from './keyVault.ts';
import { masterKeyOf, resolveMasterKeys } from './masterKeys.ts';

const material = { aes_key: '00112233445566778899AABBCCDDEEFF', join_eui: null, app_key: null };
const id = '3f1c2b9e-0d4a-4c7e-9f21-7a1b2c3d4e5f';

describe('key vault', () => {
  it('seals material so only the vault with its master key opens it, bound to its row', () => {
    const vault = createKeyVault([masterKeyOf(randomBytes(32))]);
    const sealed = vault.seal(id, material);
    expect(sealed.sealedMaterial.toString('latin1')).not.toContain(material.aes_key);
    expect(sealed.sealedMaterial.includes(Buffer.from(material.aes_key, 'hex'))).toBe(false);
    expect(vault.open(id, sealed)).toEqual(material);
    expect(() => vault.open('3f1c2b9e-0d4a-4c7e-9f21-000000000000', sealed)).toThrow();
    const stranger = createKeyVault([masterKeyOf(randomBytes(32))]);
    expect(() => stranger.open(id, sealed)).toThrow(/unknown master key/);
  });

  it('rotates: a vault with the new key first opens old keys and re-wraps them', () => {
    const old = masterKeyOf(randomBytes(32));
    const fresh = masterKeyOf(randomBytes(32));
    const sealed = createKeyVault([old]).seal(id, material);
    const rotating = createKeyVault([fresh, old]);
    expect(rotating.open(id, sealed)).toEqual(material);
    const rewrapped = rotating.rewrap(id, sealed)!;
    expect(rewrapped.masterKeyId).toBe(fresh.id);
    const after = { ...sealed, ...rewrapped };
    expect(createKeyVault([fresh]).open(id, after)).toEqual(material);
    expect(rotating.rewrap(id, after)).toBeNull();
  });

  it('reads KEYS_MASTER_KEY as base64 or hex and refuses keys of the wrong length', () => {
    const key = randomBytes(32);
    const [fromB64] = resolveMasterKeys({
      configured: key.toString('base64'),
      dataDir: '/nonexistent',
      inMemory: false,
    });
    const [fromHex] = resolveMasterKeys({ configured: key.toString('hex'), dataDir: '/nonexistent', inMemory: false });
    expect(fromB64.key.equals(key) && fromHex.key.equals(key)).toBe(true);
    expect(() => resolveMasterKeys({ configured: 'c2hvcnQ=', dataDir: '/x', inMemory: false })).toThrow(/32 bytes/);
  });
});
