/**
 * Where a stored reading came from: the built-in simulator, a tour register, a wireless M-Bus telegram,
 * and (coming) LoRaWAN uplinks and imported files. Stored with each reading and shown beside it.
 */
export const READING_SOURCES = ['simulated', 'tour', 'wmbus', 'lorawan', 'import'] as const;

export type ReadingSource = (typeof READING_SOURCES)[number];
