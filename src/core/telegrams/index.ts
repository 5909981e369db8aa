/**
 * Wireless M-Bus / OMS telegram decoder: no web or database imports, so the server, the CLI and the tests
 * use it alike. Node only (AES from node:crypto).
 */
export { decodeTelegram } from './decodeTelegram.ts';
export type { DecodeOptions, DecodeResult, DecodedTelegram } from './decodeTelegram.ts';
export { readTelegramSender, type SenderResult } from './readTelegramSender.ts';
export type { KeySource, TelegramKey, TelegramSender } from './telegramKey.ts';
export type { TelegramRecord, RecordFunction } from './dataRecords.ts';
export type { RecordValue } from './dataField.ts';
export type { MeterAddress } from './meterAddress.ts';
export type { TelegramValues } from './telegramValues.ts';
export type { FrameFormat } from './parseFrame.ts';
export { TelegramError, TELEGRAM_ERROR_CODES, type TelegramErrorCode } from './telegramError.ts';
export { manufacturerCode, manufacturerField } from './manufacturer.ts';
export { mediumOf, WATER_DEVICE_TYPES } from './deviceType.ts';
export { aesCmac } from './cmac.ts';
export { crc } from './crc.ts';
export { encodeTelegram, type TelegramToEncode } from './encodeTelegram.ts';
export { waterRecords, type WaterReading } from './waterRecords.ts';
export { telegramLines, type TelegramLine, type TelegramLinesResult } from './telegramLines.ts';
