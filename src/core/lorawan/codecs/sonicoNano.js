/*
 * LoRaWAN uplink codec of GWF's Sonico Nano ultrasonic water meter, its short frames: fPort 101 (11 bytes) and
 * fPort 102 (13 bytes, the same with a due date). It follows the payload codec convention The Things Stack and
 * ChirpStack v4 run, decodeUplink({bytes, fPort, recvTime}) -> {data, errors?, warnings?}, and imports nothing,
 * so this very file can be exported for a device profile (GET /api/device-types/sonico-nano/codec.js).
 * fPorts 100 (OMS records) and 104 (long frame with a volume history) are refused with an error.
 *
 * The frame is a bit stream read from the first byte on, each byte from its least significant bit; a field's
 * first bit is its least significant. Fields in order, from the vendor's payload description in The Things
 * Network's device repository (vendor/gwf/sonico-nano):
 *   30 bits volume (at most 999,999,999)     5 bits remaining battery life, semesters
 *    2 bits unit and medium (0-1 m3, 2-3 US gallons)   1 bit downlink alarm
 *    3 bits volume multiplier: volume * 10^(multiplier - 3)
 *   27 bits meter serial number (at most 99,999,999; printed with its two-digit groups reversed)
 *    7 bits water temperature, degrees Celsius
 *   13 alarm bits: malfunction, tampering, water leak, broken pipe, air in pipe, empty pipe, reverse flow,
 *      no usage, low battery, water temperature, ambient temperature, meter communication, internal critical
 *   fPort 102 only: 16 bits due date (date type G: day bits 0-4, year bits 5-7 and 12-15, month bits 8-11)
 *
 * `data.alerts` names the portal's alert states the alarm bits stand for (a leak is continuous flow, reverse
 * flow backflow, a malfunction or internal critical alarm a system error); tampering, air in pipe and empty
 * pipe have no such state and show only as their own fields.
 */
var SONICO_FRAMES = { 101: 11, 102: 13 };
var US_GALLON_M3 = 0.003785411784;
var SONICO_ALARMS = [
  ['malfunction', 'system_error'],
  ['tampering', null],
  ['water_leak', 'continuous_flow'],
  ['broken_pipe', 'broken_pipe'],
  ['air_in_pipe', null],
  ['empty_pipe', null],
  ['reverse_flow', 'backflow'],
  ['no_usage', 'no_usage'],
  ['low_battery', 'battery_low'],
  ['water_temperature_alarm', 't_water_error'],
  ['ambient_temperature_alarm', 't_air_error'],
  ['meter_communication_alarm', 'communication_error'],
  ['internal_critical_alarm', 'system_error'],
];

// the network server (and the portal, through node:vm) calls it by this name
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function decodeUplink(input) {
  var bytes = input && input.bytes;
  var fPort = input && input.fPort;
  var length = SONICO_FRAMES[fPort];
  if (length === undefined) return { errors: ['fPort ' + fPort + ' is not a Sonico Nano short frame (101, 102)'] };
  if (!bytesOnly(bytes)) return { errors: ['bytes must be an array of integers 0-255'] };
  if (bytes.length !== length)
    return {
      errors: ['a Sonico Nano frame on fPort ' + fPort + ' has ' + length + ' bytes, this one ' + bytes.length],
    };

  var at = 0;
  function next(size) {
    var value = 0;
    for (var i = 0; i < size; i++, at++) value += ((bytes[at >> 3] >> (at & 7)) & 1) * Math.pow(2, i);
    return value;
  }

  var data = { frame: fPort === 102 ? 'short_due_date' : 'short' };
  var warnings = [];
  var alerts = [];
  data.volume_raw = next(30);
  data.battery_semesters = next(5);
  data.battery_days = Math.round(data.battery_semesters * 182.625);
  data.unit_and_medium = next(2);
  data.downlink_alarm = next(1) === 1;
  data.volume_multiplier = next(3);
  var serial = next(27);
  data.water_temperature_c = next(7);
  for (var a = 0; a < SONICO_ALARMS.length; a++) {
    var set = next(1) === 1;
    data[SONICO_ALARMS[a][0]] = set;
    var state = SONICO_ALARMS[a][1];
    if (set && state && alerts.indexOf(state) < 0) alerts.push(state);
  }
  if (data.volume_raw > 999999999) return { errors: ['volume ' + data.volume_raw + ' is above 999,999,999'] };
  if (serial > 99999999) warnings.push('serial number ' + serial + ' is above 99,999,999');

  var exponent = data.volume_multiplier - 3;
  data.unit = data.unit_and_medium <= 1 ? 'm3' : 'gal';
  data.volume = exponent < 0 ? data.volume_raw / Math.pow(10, -exponent) : data.volume_raw * Math.pow(10, exponent);
  data.volume_m3 = data.unit === 'm3' ? data.volume : Number((data.volume * US_GALLON_M3).toPrecision(12));
  var digits = String(serial);
  while (digits.length < 8) digits = '0' + digits;
  data.meter_serial = digits.slice(6, 8) + digits.slice(4, 6) + digits.slice(2, 4) + digits.slice(0, 2);
  if (fPort === 102) {
    var low = next(8);
    var high = next(8);
    var year = 2000 + (((high >> 4) << 3) | (low >> 5));
    data.due_date = year + '-' + pad2(high & 15) + '-' + pad2(low & 31);
  }
  data.alerts = alerts;
  return { data: data, warnings: warnings };
}

function bytesOnly(bytes) {
  if (!bytes || typeof bytes.length !== 'number') return false;
  for (var i = 0; i < bytes.length; i++)
    if (typeof bytes[i] !== 'number' || !(bytes[i] >= 0 && bytes[i] <= 255) || bytes[i] % 1 !== 0) return false;
  return true;
}

function pad2(n) {
  return (n < 10 ? '0' : '') + n;
}
