import { describe, expect, it } from 'vitest';
import { disagreements } from '../../../server/modules/lorawan/compareObject.ts';
import { uplinkFacts } from '../../../server/modules/lorawan/uplinkFacts.ts';
import { normalizeEui } from '../../../src/core/lorawan/index.ts';

const received = new Date('2026-11-27T10:00:00Z');

describe('uplinkFacts', () => {
  it('takes the gateway with the best SNR, then RSSI, and the LoRa spreading factor', () => {
    const facts = uplinkFacts(
      {
        time: '2026-11-27T09:59:58.5Z',
        fCnt: 12,
        rxInfo: [{ rssi: -80, snr: 2 }, { rssi: -101, snr: 9.5 }, { rssi: -99, snr: 9.5 }, { gatewayId: 'no signal' }],
        txInfo: { modulation: { lora: { spreadingFactor: 11 } } },
      },
      received,
    );
    expect(facts).toEqual({
      time: new Date('2026-11-27T09:59:58.5Z'),
      rssi: -99,
      snr: 9.5,
      spreadingFactor: 11,
      frameCounter: 12,
    });
  });

  it('leaves out what the event does not say or says out of range, and uses the receiving time for a bad time', () => {
    expect(
      uplinkFacts({ time: 'yesterday', txInfo: { modulation: { lora: { spreadingFactor: 99 } } } }, received),
    ).toEqual({
      time: received,
      rssi: null,
      snr: null,
      spreadingFactor: null,
      frameCounter: null,
    });
    expect(uplinkFacts({ rxInfo: [{ rssi: -1e9 }] }, received).rssi).toBe(-32768);
  });
});

describe('disagreements', () => {
  it('compares only the fields both decodings have, numbers within a part in a million', () => {
    expect(
      disagreements({ volume_m3: 1.0000001, alerts: ['backflow'], extra: 1 }, { volume_m3: 1, alerts: ['backflow'] }),
    ).toEqual([]);
    expect(
      disagreements(
        { volume_m3: 1.01, alerts: [], battery_days: 5 },
        { volume_m3: 1, alerts: ['backflow'], battery_days: 5 },
      ),
    ).toEqual(['alerts', 'volume_m3']);
  });
});

describe('normalizeEui', () => {
  it.each([
    ['70B3D5E75E00A001', '70B3D5E75E00A001'],
    ['70-b3-d5-e7-5e-00-a0-01', '70B3D5E75E00A001'],
    ['70:B3:D5:E7:5E:00:A0:01', '70B3D5E75E00A001'],
    [' 70 b3 d5 e7 5e 00 a0 01 ', '70B3D5E75E00A001'],
    ['0x70B3D5E75E00A001', '70B3D5E75E00A001'],
    ['70B3D5E75E00A0', null],
    ['70B3D5E75E00A0011', null],
    ['70B3D5E75E00A0G1', null],
    ['', null],
  ])('%j is %j', (text, eui) => {
    expect(normalizeEui(text)).toBe(eui);
  });
});
