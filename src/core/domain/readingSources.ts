/**
 * Where a stored reading came from: the built-in simulator, a tour register, a wireless M-Bus telegram,
 * LoRaWAN uplinks, imported files, and the portal's own estimate of a missing reading. Stored with each
 * reading and shown beside it.
 */
export const READING_SOURCES = ['simulated', 'tour', 'wmbus', 'lorawan', 'import', 'estimate'] as const;

export type ReadingSource = (typeof READING_SOURCES)[number];
