/*
 * LoRaWAN uplink codec of GWF's RCM-LRW10 radio module (the portal's meter type `rcmlrwotaa`): a GWFcoder
 * register read over LoRaWAN. It follows the payload codec convention The Things Stack and ChirpStack v4 run,
 * decodeUplink({bytes, fPort, recvTime}) -> {data, errors?, warnings?}, and imports nothing, so this very file
 * can be exported for a device profile (GET /api/device-types/rcmlrwotaa/codec.js).
 *
 * Layout (20 bytes, multi-byte fields least significant byte first unless said), from the vendor's payload
 * description in The Things Network's device repository (vendor/gwf/rcm-lrw10):
 *   0      protocol: 0x01 standard, 0x02 without due date
 *   1-2    manufacturer, three letters of 5 bits each (EN 13757-3 code)
 *   3-6    meter id, 8 BCD digits, byte 6 the most significant
 *   7      medium: 0x03 gas, 0x06 hot water, 0x07 water
 *   8      status: bit 2 low battery; bit 4 with bit 6 bad encoder; bit 4 with bit 5 no encoder
 *   9-10   actuality duration (the description gives no unit)
 *   11     not named by the description; read here as the wireless M-Bus volume VIF (0x10-0x17: 10^(n-6) m3),
 *          the way the vendor's Sonico Nano frames put a VIF before their volume. Any other value: the
 *          register is reported without a volume, with a warning.
 *   12-15  register value
 *   16     flags: bit 1 continuous flow, bit 3 broken pipe, bit 5 battery low, bit 6 backflow (0, 2, 4, 7 reserved)
 *   17     bits 3-7 remaining battery life in semesters, bit 2 link error
 *   18-19  checksum (its algorithm is not published: reported, never checked; LoRaWAN's MIC protects the frame)
 *
 * `data.alerts` names the portal's alert states: battery low (either battery bit), encoder error (bad or no
 * encoder), continuous flow, broken pipe, backflow, and communication error for the link error bit.
 *
 * Where the published decoder differs from that layout, this codec follows the layout:
 *   - it compares single-bit masks with 1 ((b & 0x2) == 1 and the like), which is never true, so continuous
 *     flow, broken pipe and backflow would never show; here a bit is set when the masked value is not zero;
 *   - it computes the actuality duration as byte10 * 265 + byte9; a 16-bit field is byte10 * 256 + byte9;
 *   - its encoder conditions AND a 0/1 value with 0x40 or 0x20 (always 0); here both bits must be set.
 */
var RCM_LRW10_LENGTH = 20;

// the network server (and the portal, through node:vm) calls it by this name
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function decodeUplink(input) {
  var bytes = input && input.bytes;
  if (!isByteArray(bytes)) return { errors: ['bytes must be an array of integers 0-255'] };
  if (bytes.length !== RCM_LRW10_LENGTH)
    return { errors: ['an RCM-LRW10 uplink has ' + RCM_LRW10_LENGTH + ' bytes, this one ' + bytes.length] };

  var warnings = [];
  var alerts = [];
  var data = {};

  data.protocol = bytes[0] === 0x01 ? 'standard' : bytes[0] === 0x02 ? 'no_due_date' : 'unknown';
  if (data.protocol === 'unknown') warnings.push('unknown protocol byte 0x' + hex2(bytes[0]));
  data.manufacturer = manufacturer(bytes[1] + bytes[2] * 256);
  data.meter_id = bcd(bytes, 3, 4);
  if (!/^[0-9]+$/.test(data.meter_id)) warnings.push('meter id is not BCD: ' + data.meter_id);
  data.medium = bytes[7] === 0x03 ? 'gas' : bytes[7] === 0x06 ? 'hot_water' : bytes[7] === 0x07 ? 'water' : 'unknown';

  var status = bytes[8];
  data.status_byte = status;
  data.status_low_battery = (status & 0x04) !== 0;
  data.bad_encoder = (status & 0x50) === 0x50;
  data.no_encoder = (status & 0x30) === 0x30;
  if (data.status_low_battery) alerts.push('battery_low');
  if (data.bad_encoder || data.no_encoder) alerts.push('encoder_error');

  data.actuality_duration = bytes[9] + bytes[10] * 256;
  data.volume_vif = bytes[11];
  data.register_value = bytes[12] + bytes[13] * 256 + bytes[14] * 65536 + bytes[15] * 16777216;
  if (bytes[11] >= 0x10 && bytes[11] <= 0x17) {
    data.volume_m3 = scaled(data.register_value, (bytes[11] & 0x07) - 6);
  } else {
    warnings.push('byte 11 (0x' + hex2(bytes[11]) + ') is not a volume VIF: the register has no known unit');
  }

  var flags = bytes[16];
  data.continuous_flow = (flags & 0x02) !== 0;
  data.broken_pipe = (flags & 0x08) !== 0;
  data.low_battery = (flags & 0x20) !== 0;
  data.backflow = (flags & 0x40) !== 0;
  data.reserved_flags = flags & 0x95;
  if (data.continuous_flow) alerts.push('continuous_flow');
  if (data.broken_pipe) alerts.push('broken_pipe');
  if (data.low_battery && alerts.indexOf('battery_low') < 0) alerts.push('battery_low');
  if (data.backflow) alerts.push('backflow');

  data.battery_semesters = bytes[17] >> 3;
  data.battery_days = Math.round(data.battery_semesters * 182.625);
  data.link_error = (bytes[17] & 0x04) !== 0;
  if (data.link_error) alerts.push('communication_error');

  data.checksum = '0x' + hex2(bytes[18]) + hex2(bytes[19]);
  warnings.push('checksum ' + data.checksum + ' not verified: its algorithm is not published');

  data.alerts = alerts;
  return { data: data, warnings: warnings };
}

function isByteArray(bytes) {
  if (!bytes || typeof bytes.length !== 'number') return false;
  for (var i = 0; i < bytes.length; i++) {
    var b = bytes[i];
    if (typeof b !== 'number' || b < 0 || b > 255 || Math.floor(b) !== b) return false;
  }
  return true;
}

function hex2(b) {
  return (b < 16 ? '0' : '') + b.toString(16).toUpperCase();
}

/** `count` bytes from `at` as BCD digits, the last byte the most significant. */
function bcd(bytes, at, count) {
  var digits = '';
  for (var i = at + count - 1; i >= at; i--) digits += hex2(bytes[i]);
  return digits;
}

/** The EN 13757-3 manufacturer code: three letters of 5 bits, 'A' being 1. */
function manufacturer(value) {
  return (
    String.fromCharCode(((value >> 10) & 31) + 64) +
    String.fromCharCode(((value >> 5) & 31) + 64) +
    String.fromCharCode((value & 31) + 64)
  );
}

/** value * 10^exponent without binary fractions creeping in. */
function scaled(value, exponent) {
  return exponent < 0 ? value / Math.pow(10, -exponent) : value * Math.pow(10, exponent);
}
