import type { TelegramValues } from '../../../src/core/telegrams/index.ts';

type Quantity = { value: (values: TelegramValues) => number | undefined; units: ReadonlyMap<string, number> };

const CUBIC_METRES = new Map([
  ['m3', 1],
  ['m³', 1],
  ['l', 1000],
  ['liter', 1000],
  ['litre', 1000],
]);

/**
 * What a register of a kind reads from a decoded telegram, and in which of the units a tour file may type it
 * (the factor from the telegram's unit). A tour file types a register by free `register_kind` and `unit` texts
 * (the import's defaults are `volume` in `m3`); these are the kinds a water meter's telegram answers.
 */
const QUANTITIES = new Map<string, Quantity>([
  ['volume', { value: (v) => v.total_m3, units: CUBIC_METRES }],
  ['flow', { value: (v) => v.flow_m3h, units: new Map([...CUBIC_METRES].map(([unit, f]) => [`${unit}/h`, f])) }],
  [
    'temperature',
    {
      value: (v) => v.flow_temperature_c ?? v.external_temperature_c,
      units: new Map([
        ['°c', 1],
        ['c', 1],
      ]),
    },
  ],
]);

/** other names files give the same kinds */
const SAME_AS = new Map([
  ['total', 'volume'],
  ['total_volume', 'volume'],
  ['volume_flow', 'flow'],
  ['flow_temperature', 'temperature'],
  ['water_temperature', 'temperature'],
]);

/**
 * The value a register of `kind` in `unit` takes from a decoded telegram: null when the telegram does not carry
 * that quantity, or the register's kind or unit is not one a telegram answers (it is then left for the reader).
 */
export function telegramRegisterValue(register: { kind: string; unit: string }, values: TelegramValues): number | null {
  const kind = register.kind.trim().toLowerCase();
  const quantity = QUANTITIES.get(SAME_AS.get(kind) ?? kind);
  const factor = quantity?.units.get(register.unit.trim().toLowerCase());
  const value = quantity?.value(values);
  if (factor === undefined || value === undefined) return null;
  return Math.round(value * factor * 1e9) / 1e9;
}
