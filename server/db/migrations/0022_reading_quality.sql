-- The quality of every reading (src/core/domain/readingQuality.ts) and the audit trail of readings edited or estimated.
-- Every reading stored so far is as the meter sent it: a constant default adds the columns without rewriting the
-- partitions.
CREATE TABLE "reading_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"by_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"original_volume" double precision,
	"original_quality" text,
	"new_volume" double precision,
	"new_quality" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "readouts" ADD COLUMN "quality" text DEFAULT 'measured' NOT NULL;--> statement-breakpoint
ALTER TABLE "readouts" ADD COLUMN "quality_method" text;--> statement-breakpoint
ALTER TABLE "reading_edits" ADD CONSTRAINT "reading_edits_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_edits" ADD CONSTRAINT "reading_edits_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_edits_installation_idx" ON "reading_edits" USING btree ("installation_id","at","id");