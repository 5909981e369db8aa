import type { ChirpstackEvent } from '../../../src/core/contract/lorawan.ts';

/** What the network says about an uplink: its time, the best gateway's signal, spreading factor, frame counter. */
export interface UplinkFacts {
  time: Date;
  rssi: number | null;
  snr: number | null;
  spreadingFactor: number | null;
  frameCounter: number | null;
}

const finite = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : null);

/**
 * The facts of an `up` event. The best gateway is the one with the highest SNR (then RSSI), as the network
 * server ranks them for downlinks; a time the body does not give, or cannot be read, is the time received.
 */
export function uplinkFacts(event: ChirpstackEvent, receivedAt: Date): UplinkFacts {
  const gateways = (event.rxInfo ?? []).filter((rx) => finite(rx.rssi) !== null || finite(rx.snr) !== null);
  const best = gateways.reduce<(typeof gateways)[number] | undefined>(
    (top, rx) =>
      !top ||
      (rx.snr ?? -Infinity) > (top.snr ?? -Infinity) ||
      ((rx.snr ?? -Infinity) === (top.snr ?? -Infinity) && (rx.rssi ?? -Infinity) > (top.rssi ?? -Infinity))
        ? rx
        : top,
    undefined,
  );
  const stated = event.time ? new Date(event.time) : undefined;
  const rssi = finite(best?.rssi);
  const sf = finite(event.txInfo?.modulation?.lora?.spreadingFactor);
  return {
    time: stated && !Number.isNaN(stated.getTime()) ? stated : receivedAt,
    rssi: rssi === null ? null : Math.max(-32768, Math.min(32767, Math.round(rssi))),
    snr: finite(best?.snr),
    spreadingFactor: sf !== null && sf >= 5 && sf <= 12 ? sf : null,
    frameCounter: event.fCnt ?? null,
  };
}
