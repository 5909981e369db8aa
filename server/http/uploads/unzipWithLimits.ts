import { promisify } from 'node:util';
import { crc32, inflateRaw, type ZlibOptions } from 'node:zlib';
import { fieldError, msg } from '../HttpError.ts';

const inflate = promisify<Buffer, ZlibOptions, Buffer>(inflateRaw);

export interface ZipPart {
  name: string;
  data: Buffer;
}

/** A real workbook has a dozen parts; a part count in the thousands is no spreadsheet. */
const MAX_ENTRIES = 1000;
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 1;
const HAS_DESCRIPTOR = 8;

const unreadable = () => fieldError('file', msg('unreadableFile'));
const tooLarge = (bytes: number) => fieldError('file', msg('fileTooLargeUnpacked', { n: Math.floor(bytes / 2 ** 20) }));

interface Entry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  localOffset: number;
}

/** The central directory: what the ZIP says it holds. */
function centralDirectory(data: Buffer): { entries: Entry[]; offset: number } {
  // the end record is the last 22 bytes but for a comment of at most 64 KiB
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1)
    if (data.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  if (end < 0) throw unreadable();
  const count = data.readUInt16LE(end + 10);
  const offset = data.readUInt32LE(end + 16);
  // ZIP64 (counts and offsets at their maximum) is for archives far beyond an upload's size
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ENTRIES) throw unreadable();
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const nameLength = data.readUInt16LE(at + 28);
    entries.push({
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      crc: data.readUInt32LE(at + 16),
      compressedSize: data.readUInt32LE(at + 20),
      localOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  if (at !== end) throw unreadable();
  return { entries, offset };
}

/**
 * Where each entry's packed bytes lie, checked against its local header. The local entries must follow
 * each other from the first byte to the central directory with nothing between them: an entry the
 * directory leaves out, or a local header that names or packs its part otherwise, is what a reader going
 * entry by entry would unpack while a check of the directory never saw it.
 */
function packedParts(data: Buffer, entries: Entry[], directoryOffset: number): Array<[Entry, Buffer]> {
  const names = new Set<string>();
  const parts: Array<[Entry, Buffer]> = [];
  let at = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (names.has(entry.name)) throw unreadable();
    names.add(entry.name);
    if (entry.flags & ENCRYPTED || (entry.method !== STORED && entry.method !== DEFLATED)) throw unreadable();
    if (entry.localOffset !== at || at + 30 > directoryOffset || data.readUInt32LE(at) !== LOCAL) throw unreadable();
    const nameLength = data.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + data.readUInt16LE(at + 28);
    const described = (data.readUInt16LE(at + 6) & HAS_DESCRIPTOR) !== 0;
    if (
      data.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name ||
      data.readUInt16LE(at + 8) !== entry.method ||
      (!described && data.readUInt32LE(at + 18) !== entry.compressedSize)
    )
      throw unreadable();
    at = start + entry.compressedSize;
    if (at > directoryOffset) throw unreadable();
    parts.push([entry, data.subarray(start, at)]);
    // a data descriptor: crc and both sizes, with or without its signature
    if (described) at += at + 4 <= directoryOffset && data.readUInt32LE(at) === DESCRIPTOR ? 16 : 12;
  }
  if (at !== directoryOffset) throw unreadable();
  return parts;
}

/**
 * Every part of a ZIP upload, inflated here with the bytes still allowed as a hard cap, so the limit holds
 * on what the parts really unpack to whatever sizes the archive declares. The parser reads these parts and
 * nothing else.
 */
export async function unzipWithLimits(data: Buffer, unpackedBytes: number): Promise<ZipPart[]> {
  const { entries, offset } = centralDirectory(data);
  const parts: ZipPart[] = [];
  let total = 0;
  for (const [entry, packed] of packedParts(data, entries, offset)) {
    let unpacked = packed;
    if (entry.method === DEFLATED)
      try {
        unpacked = await inflate(packed, { maxOutputLength: Math.max(1, unpackedBytes - total) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(unpackedBytes);
        throw unreadable();
      }
    total += unpacked.length;
    if (total > unpackedBytes) throw tooLarge(unpackedBytes);
    if (crc32(unpacked) !== entry.crc) throw unreadable();
    parts.push({ name: entry.name, data: unpacked });
  }
  return parts;
}
