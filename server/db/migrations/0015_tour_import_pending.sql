-- A tour a staged import is still writing: hidden from every reader until the import completes it, deleted when the import fails or its process died.
ALTER TABLE "tours" ADD COLUMN "import_pending" boolean DEFAULT false NOT NULL;
