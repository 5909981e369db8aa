import { promisify } from 'node:util';
import { inflateRaw, type ZlibOptions } from 'node:zlib';
import { fieldError, msg } from '../../http/HttpError.ts';

const inflate = promisify<Buffer, ZlibOptions, Buffer>(inflateRaw);

export interface XlsxLimits {
  /** what all parts of the workbook may add up to once unpacked */
  unpackedBytes: number;
  /** rows over all worksheets below one header row */
  rows: number;
}

/** A real geoposition workbook has a dozen parts; a part count in the thousands is no spreadsheet. */
const MAX_ENTRIES = 1000;
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

const unreadable = () => fieldError('file', msg('unreadableFile'));
const tooLarge = (limits: XlsxLimits) =>
  fieldError('file', msg('fileTooLargeUnpacked', { n: Math.floor(limits.unpackedBytes / (1024 * 1024)) }));

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory: what the ZIP says it holds, read without unpacking anything. */
function centralDirectory(data: Buffer): Entry[] {
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
  if (count === 0xffff || offset === 0xffffffff) throw unreadable();
  if (count > MAX_ENTRIES) throw unreadable();
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const nameLength = data.readUInt16LE(at + 28);
    entries.push({
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** Rows in a worksheet's XML: its `<row …>` elements. */
function countRows(xml: Buffer): number {
  let rows = 0;
  for (let at = xml.indexOf('<row'); at >= 0; at = xml.indexOf('<row', at + 4)) {
    const next = xml[at + 4];
    // '<row ', '<row>', '<row/>' and line breaks, not '<rows' or '<rowBreaks'
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x0a || next === 0x0d || next === 0x09) rows += 1;
  }
  return rows;
}

/**
 * Refuses an XLSX file (a ZIP archive) before the spreadsheet library unpacks it whole into memory: a
 * 1 MB upload can unpack to gigabytes. The sizes the central directory declares must stay within the
 * limit, and each part is then unpacked with its declared size as a hard cap, so a ZIP that understates
 * its sizes is caught as well; the worksheets' rows are counted on the way.
 */
export async function checkXlsxSize(data: Buffer, limits: XlsxLimits): Promise<void> {
  const entries = centralDirectory(data);
  let declared = 0;
  for (const entry of entries) declared += Math.max(entry.size, entry.method === STORED ? entry.compressedSize : 0);
  if (declared > limits.unpackedBytes) throw tooLarge(limits);
  let rows = 0;
  for (const entry of entries) {
    // encrypted parts and other compression methods are nothing a spreadsheet library reads
    if (entry.flags & 1 || (entry.method !== STORED && entry.method !== DEFLATED)) throw unreadable();
    const local = entry.localOffset;
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) throw unreadable();
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + entry.compressedSize > data.length) throw unreadable();
    const packed = data.subarray(start, start + entry.compressedSize);
    const isWorksheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name);
    if (entry.method === STORED) {
      if (isWorksheet) rows += countRows(packed);
      continue;
    }
    let unpacked: Buffer;
    try {
      unpacked = await inflate(packed, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(limits);
      throw unreadable();
    }
    if (isWorksheet) rows += countRows(unpacked);
    if (rows > limits.rows + 1) break;
  }
  // the same answer as a CSV file with too many rows
  if (rows > limits.rows + 1) throw fieldError('file', msg('tooManyItems', { n: limits.rows }));
}
