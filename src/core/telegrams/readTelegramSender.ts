import { readAuthenticationLayer } from './authenticationLayer.ts';
import { ELL_CIS, readExtendedLinkLayer } from './extendedLinkLayer.ts';
import { hexBytes } from './hexBytes.ts';
import { readLinkLayer } from './linkLayer.ts';
import { readFrame, type Frame } from './parseFrame.ts';
import { TelegramError, type TelegramErrorCode } from './telegramError.ts';
import { plainAddress, type TelegramSender } from './telegramKey.ts';
import { readTransportLayer } from './transportLayer.ts';

export type SenderResult =
  { ok: true; sender: TelegramSender } | { ok: false; code: TelegramErrorCode; message: string };

/** Thrown by the key function below: reading the sender stops where decryption would begin. */
const STOP = new TelegramError('key_missing', 'stop');

/**
 * Who sent a telegram, read without any key, so that a caller can fetch the module's key (from a database,
 * asynchronously) before decodeTelegram: the link layer's address, and the meter's from a long transport
 * header when it is not hidden behind an encrypted extended link layer (then the meter is the link's).
 */
export function readTelegramSender(input: string | Uint8Array): SenderResult {
  try {
    const raw = typeof input === 'string' ? hexBytes(input) : input;
    return { ok: true, sender: readFrame(raw, senderOf) };
  } catch (error) {
    if (error instanceof TelegramError) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: 'telegram_malformed', message: 'The telegram could not be read.' };
  }
}

/** The sender of one reading of the frame. */
function senderOf(frame: Frame): TelegramSender {
  const link = readLinkLayer(frame.bytes);
  const sender = { link: plainAddress(link.address), meter: plainAddress(link.address) };
  let pos = link.next;
  if (ELL_CIS.has(frame.bytes[pos])) {
    try {
      pos = readExtendedLinkLayer(frame.bytes, pos, link.address.raw, () => {
        throw STOP;
      }).next;
    } catch (error) {
      if (error === STOP) return sender;
      throw error;
    }
  }
  if (frame.bytes[pos] === 0x90) pos = readAuthenticationLayer(frame.bytes, pos).next;
  const tpl = readTransportLayer(frame.bytes, pos);
  if (tpl.address) sender.meter = plainAddress(tpl.address);
  return sender;
}
