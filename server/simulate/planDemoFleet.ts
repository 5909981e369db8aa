import { AFM_METER_TYPE, LORA_METER_TYPE } from '../../src/core/domain/meterTypes.ts';
import type { installations } from '../db/deviceSchema.ts';
import type { Random } from './createRandom.ts';

export interface FleetCompany {
  id: number;
  /** how many meters it operates */
  meters: number;
  /** centre of its supply area */
  lat: number;
  lng: number;
  /** share of AFM flow meters; the rest are LoRa water meters */
  afmShare: number;
}

/**
 * The demo's meters: serial numbers, EUIs, articles, communication modules and keys, scattered around
 * each company's town. Some have no position yet and some LoRa meters are not on the network yet.
 */
export function planDemoFleet(random: Random, fleet: FleetCompany[]): Array<typeof installations.$inferInsert> {
  let loraSerial = 21_040_000;
  let afmSerial = 31_070_000;
  return fleet.flatMap((company) =>
    Array.from({ length: company.meters }, () => {
      const afm = random.chance(company.afmShare);
      const year = random.int(2019, 2025);
      const placed = random.chance(0.92);
      const radius = random.between(0.002, 0.06);
      const angle = random.between(0, 2 * Math.PI);
      const common = {
        companyId: company.id,
        productionNumber: `P${year}-${String(random.int(1, 999_999)).padStart(6, '0')}`,
        commModUuid: random.uuid(),
        uuid: random.uuid(),
        latitude: placed ? Number((company.lat + radius * Math.sin(angle)).toFixed(6)) : null,
        longitude: placed ? Number((company.lng + 1.4 * radius * Math.cos(angle)).toFixed(6)) : null,
      };
      if (afm) {
        afmSerial += random.int(1, 40);
        return {
          ...common,
          serialNumber: String(afmSerial),
          meterType: AFM_METER_TYPE,
          article: random.pick(['AFM-600', 'AFM-1000', 'AFM-1500']),
          commModuleType: random.pick(['rcm-gsm', 'rcm-nb']),
          commModuleVersion: random.pick(['3.1.0', '3.2.2', '4.0.1']),
          // GWF and the 8-digit identification number its wireless M-Bus telegrams carry: the key list names
          // the module as telegrams do, so `telegrams simulate` telegrams decode with the module's AES key
          commModuleSerial: `GWF${String(random.int(1, 99_999_999)).padStart(8, '0')}`,
        };
      }
      loraSerial += random.int(1, 25);
      return {
        ...common,
        serialNumber: String(loraSerial),
        deviceEui: `70B3D5${random.hex(10).toUpperCase()}`,
        meterType: LORA_METER_TYPE,
        article: random.pick(['RCM-LRW-DN15', 'RCM-LRW-DN20', 'RCM-LRW-DN25']),
        commModuleType: 'rcm-lrw',
        commModuleVersion: random.pick(['2.4.1', '2.5.0']),
        commModuleSerial: `L${String(random.int(1, 99_999_999)).padStart(8, '0')}`,
        networkRegistered: random.chance(0.9),
        keyIsDeleted: random.chance(0.02),
      };
    }),
  );
}
