-- Where each reading came from (src/core/domain/readingSources.ts). Every reading stored before this column came from the
-- simulator: tour readings live in tour registers, not in readouts. A constant default adds the column without
-- rewriting the partitions.
ALTER TABLE "readouts" ADD COLUMN "source" text DEFAULT 'simulated' NOT NULL;