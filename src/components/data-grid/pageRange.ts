export interface PageRange {
  /** 1-based number of the first row shown, 0 when there are none. */
  from: number;
  to: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Offset of the last page. */
  lastOffset: number;
}

/** Which rows a limit/offset page shows out of `count`. */
export function pageRange(count: number, limit: number, offset: number): PageRange {
  const size = Math.max(1, limit);
  const lastOffset = count > 0 ? Math.floor((count - 1) / size) * size : 0;
  return {
    from: count > 0 ? Math.min(offset + 1, count) : 0,
    to: Math.min(offset + size, count),
    hasPrevious: offset > 0,
    hasNext: offset + size < count,
    lastOffset,
  };
}
