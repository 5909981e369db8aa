import type { Readout } from '../../src/core/contract/installations.ts';
import { alertStatesOf } from '../../src/core/domain/alertStates.ts';
import type { readouts } from '../db/deviceSchema.ts';

export function readoutBody(r: typeof readouts.$inferSelect): Readout {
  return {
    ts: r.ts.toISOString(),
    total_volume: r.totalVolume,
    flow: r.flow,
    level1: r.level1,
    mean_velocity: r.meanVelocity,
    sensor_status: r.sensorStatus,
    temperature: r.temperature,
    battery_voltage: r.batteryVoltage,
    battery1_status: r.battery1Status,
    battery2_status: r.battery2Status,
    battery_lifetime: r.batteryLifetime,
    signal_strength: r.signalStrength,
    spreading_factor: r.spreadingFactor,
    alert_flags: alertStatesOf(r.alertFlags),
    source: r.source,
    quality: r.quality,
  };
}
