/**
 * Public test telegrams with their keys and the values their decoders expect: facts taken from the test
 * suites of open-source decoders (cited beside each), not their code. `total_m3` is what the source's
 * expected JSON gives as total_m3 (or total_water_m3).
 */
export interface TelegramVector {
  name: string;
  source: string;
  hex: string;
  key?: string;
  manufacturer: string;
  id: string;
  security_mode: number;
  expected: Record<string, number | string | null>;
}

/** Telegrams encrypted as they were received. */
export const ENCRYPTED_VECTORS: TelegramVector[] = [
  {
    name: 'Lorenz (DWZ) WaterStar M, mode 5, short header, clear bytes after the encrypted blocks',
    source: 'wmbusmeters/wmbusmeters drivers/src/waterstarm.xmq (test "Woter waterstarm 20096221")',
    hex: '3944FA122162092002067A3600202567C94D48D00DC47B11213E23383DB51968A705AAFA60C60E263D50CD259D7C9A03FD0C08000002FD0B0011',
    key: 'BEDB81B52C29B5C143388CBB0D15A051',
    manufacturer: 'DWZ',
    id: '20096221',
    security_mode: 5,
    expected: { total_m3: 0.106, meter_datetime: '2020-07-30T10:40' },
  },
  {
    name: 'Engelmann (EFE) WaterStar M, ELL CI 0x8C then mode 5',
    source: 'wmbusmeters/wmbusmeters drivers/src/waterstarm.xmq (test "water waterstarm 50496629")',
    hex: 'a144c5142966495070078c20d07a0d0090257db8bb9938a1ff7c4b9a4492f4ea5f278b725057eee6837c17397e9605f3a448a338bd8407a2a5846632c334dff577f427f054f55e68a00fa5c85ccbc808ccdd2bb537a83234a50392968f00c1d7473455f9fc4c88fb195ca1712325da8c6aa7fdb7c4b77b9b84a4a0ccac4f586775fa66007dbdc2c615b69247401e9b9a863ac5a5873484b1b7d0178198e88f701e53',
    key: 'FFEEDDCCBBAA00998877665544332211',
    manufacturer: 'EFE',
    id: '50496629',
    security_mode: 5,
    expected: { total_m3: 0.003, target_m3: 0 },
  },
  {
    name: 'Aventies (AAA) water meter, mode 5, long header',
    source: 'wmbusmeters/wmbusmeters drivers/src/aventieswm.xmq (test "Votten aventieswm 61070071")',
    hex: '76442104710007612507727100076121042507B5006005E2E95A3C2A1279A5415E6732679B43369FD5FDDDD783EEEBB48236D34E7C94AF0A18A5FDA5F7D64111EB42D4D891622139F2952F9D12A20088DFA4CF8123871123EE1F6C1DCEA414879DDB4E05E508F1826D7EFBA6964DF804C9261EA23BBF03',
    key: 'A004EB23329A477F1DD2D7820B56EB3D',
    manufacturer: 'AAA',
    id: '61070071',
    security_mode: 5,
    expected: { total_m3: 466.472, target_m3: 465.96 },
  },
  {
    name: 'Kaden (KDN) water meter, mode 5, short header, volume in 10^-4 m3',
    source: 'wmbusmeters/wmbusmeters drivers/src/kadenwater.xmq (test "MyWater kadenwater 19228217")',
    hex: '4e448e2c1782221901077ab5004005339341ab7927f9337cd2175b2f0d121d9a56cbf3fcfcbf0d8ca57d0c6741a03a666d99467924a6dbf4de305960917afde729ac19d62a789dce1c66a323cc29cd',
    key: '82B0551191F51D66EFCDAB8967452301',
    manufacturer: 'KDN',
    id: '19228217',
    security_mode: 5,
    expected: { total_m3: 81.0976, meter_datetime: '2026-06-13T19:36', flow_m3h: 0 },
  },
  {
    name: 'Picoflux (ECM) water meter, mode 5, manufacturer data after DIF 0x0F',
    source: 'wmbusmeters/wmbusmeters drivers/src/picoflux.xmq (test "MyWater picoflux 56544919")',
    hex: '6e446d141949545605077adf0060055ad21c5cafec3a71c0720754f2ca777e238d0318d35a2de0f8fe592e9a0d0cacbd61dfd2815c21a7fa743d93b5e543847e3e67b5d80816a253db655d4354b1a06c1fb7bae99e0fa322bff37a05fd651c5e3c09968ae4df0d8d911fee33ef31b9',
    key: '9F5213BC13841410BB1410141515E4D5',
    manufacturer: 'ECM',
    id: '56544919',
    security_mode: 5,
    expected: { total_m3: 4.492, meter_datetime: '2026-02-09T08:57' },
  },
  {
    name: 'Diehl Hydrus behind a HYD module, mode 5, long header with an address other than the link layer’s',
    source:
      'wmbusmeters/wmbusmeters simulations/simulation_t1.txt ("Test Hydrus with default AES encryption"); the key is the Diehl default key PRIOS_DEFAULT_KEY2 twice, src/manufacturer_specificities.cc',
    hex: '6644242328001081640E7266567464A51170071F0050052C411A08674048DD6BA82A0DF79FFD401309179A893A1BE3CE8EDC50C2A45CD7AFEC3B4CE765820BE8056C124A17416C3722985FFFF7FCEB7094901AB3A16294B511B9A740C9F9911352B42A72FB3B0C',
    key: '51728910E66D83F851728910E66D83F8',
    manufacturer: 'DME',
    id: '64745666',
    security_mode: 5,
    expected: {
      total_m3: 137.291,
      target_m3: 128.638,
      target_date: '2020-12-31',
      flow_m3h: 0,
      flow_temperature_c: 24.5,
      external_temperature_c: 23.9,
      actuality_duration_s: 6673,
      operating_time_h: 14678,
      meter_datetime: '2021-01-23T08:27',
    },
  },
  {
    name: 'Kamstrup Multical 21, ELL CI 0x8D encrypted with AES-CTR, then CI 0x78',
    source: 'wmbusmeters/wmbusmeters simulations/serial_aes.msg with the key of tests/test_aes.sh',
    hex: '2A442D2C998734761B168D2091D37CAC21E1D68CDAFFCD3DC452BD802913FF7B1706CA9E355D6C2701CC24',
    key: '28F64A24988064A079AA2C807D6102AE',
    manufacturer: 'KAM',
    id: '76348799',
    security_mode: 0,
    expected: { total_m3: 6.408, target_m3: 6.408 },
  },
  {
    name: 'Engelmann SensoStar heat meter, mode 7 behind an AFL, frame format B with its CRCs',
    source: 'wmbusmeters/wmbusmeters tests/test_frame_b_trim.sh (expects total_kwh 9341, total_water_m3 1348.631)',
    hex: 'C244C5140443054300048C200E900F002C25895E02003B0877D31DA840B17A0E009007100F8FAD4C4E61400DA4F3B1F7E273CC4C5C07F93CD20B237345DB39F9A98F8415E1C4B7A25C86E4C22D05C3352FA7E2E5627031F14643063F1DC8FE2C32459B6F02E4234B447B18E4BFDA8C4DA9B1EDE6CF29D0B2122A3E8B9DEEBEE3E6DBE6617B4E709EC6B595179CB01C2C0BDE6723A345B708652880C114A58DA07C73AD9EB8ACB17FA0A88F19BC84CB1FC56672DE8A9603FD0C05010002FD0B2111F60B',
    key: '622b9656991ff0c1574c0950cf9278d1',
    manufacturer: 'EFE',
    id: '43054304',
    security_mode: 7,
    expected: { total_m3: 1348.631 },
  },
];

/**
 * Telegrams as their source prints them after decryption (the header still declares the mode): the tests
 * encrypt them with a key of their own, so they decode as a real receiver would see them.
 */
export const DECRYPTED_VECTORS: TelegramVector[] = [
  {
    name: 'GWF water module 20221031, ELL CI 0x8C, mode 5, GWF status block: battery low',
    source: 'wmbusmeters/wmbusmeters drivers/src/gwfwater.xmq (test "Wateroo gwfwater 20221031")',
    hex: '3144E61E31102220010E8C04F47ABE0420452F2F037410000004133E0000004413FFFFFFFF426CFFFF0F0120012F2F2F2F2F',
    manufacturer: 'GWF',
    id: '20221031',
    security_mode: 5,
    expected: { total_m3: 0.062, target_m3: -0.001, actuality_duration_s: 16, battery_years: 0 },
  },
  {
    name: 'GWF module 10154446 carrying GWF water meter 19680750, long header, mode 5',
    source: 'wmbusmeters/wmbusmeters drivers/src/gwfwater.xmq (test "Watertwo gwfwater 19680750")',
    hex: '3944E61E46441510020E8C04427250076819E61E3C07B10020452F2F03748B05000413DC690D004413A4630D00426C213C02FD74B5140F0100E3',
    manufacturer: 'GWF',
    id: '19680750',
    security_mode: 5,
    expected: {
      total_m3: 879.068,
      target_m3: 877.476,
      target_date: '2025-12-01',
      actuality_duration_s: 1419,
      // FD 74 = 5301 days (wmbusmeters reports GWF's own coarser 14 years from the status block)
      battery_years: 14.51,
    },
  },
  {
    name: 'ista water meter, ELL, AFL with message counter, mode 7 with key derivation',
    source: 'wmbusmeters/wmbusmeters drivers/src/istawater.xmq (test "I istawater 22705729")',
    hex: '434474262957702231078c2095900f002c25d744B09e30930afB644687f97ad7002007102f2f0c136960320082016c1e398c0113626032002f2f2f2f2f2f2f2f2f2f2f2f',
    manufacturer: 'IST',
    id: '22705729',
    security_mode: 7,
    // its billing values sit at storage 2, not the storage 1 that `target_m3` reads
    expected: { total_m3: 326.069 },
  },
];

/** Telegrams sent in clear. */
export const PLAIN_VECTORS: TelegramVector[] = [
  {
    name: 'Sontex Supercom 587 warm water, no encryption',
    source: 'wmbusmeters/wmbusmeters simulations/simulation_t1.txt ("Test Supercom587 T1 telegrams", first)',
    hex: 'A244EE4D785634123C067A8F0000000C1348550000426CE1F14C130000000082046C21298C0413330000008D04931E3A3CFE3300000033000000330000003300000033000000330000003300000033000000330000003300000033000000330000004300000034180000046D0D0B5C2B03FD6C5E150082206C5C290BFD0F0200018C4079678885238310FD3100000082106C01018110FD610002FD66020002FD170000',
    manufacturer: 'SON',
    id: '12345678',
    security_mode: 0,
    expected: { total_m3: 5.548 },
  },
  {
    name: 'Sensus iPerl water meter, no encryption, no 0x2F fill',
    source: 'wmbusmeters/wmbusmeters simulations/simulation_t1.txt ("Test iPerl T1 telegram not encrypted")',
    hex: '1844AE4C4455223368077A55000000041389E20100023B0000',
    manufacturer: 'SEN',
    id: '33225544',
    security_mode: 0,
    expected: { total_m3: 123.529, flow_m3h: 0 },
  },
  {
    name: 'Lorenz (DWZ) WaterStar M sent in clear',
    source:
      'wmbusmeters/wmbusmeters drivers/src/waterstarm.xmq (test "Water waterstarm 11559999"), printed decrypted there; this test sets its configuration field to 0x0000 (no encryption)',
    hex: '2E44FA129999551100077A070000002F2F046D0F28C22404139540000002FD17000001FD481D2F2F2F2F2F2F2F2F2F',
    manufacturer: 'DWZ',
    id: '11559999',
    security_mode: 0,
    expected: { total_m3: 16.533, meter_datetime: '2022-04-02T08:15' },
  },
];
