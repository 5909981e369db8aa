/** Readout file names carry serials, which may hold any character: anything but [A-Za-z0-9._-] becomes '_'. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** 2024-01-15T10:00:00.000Z as 20240115T100000Z, for file names. */
export function compactStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}
