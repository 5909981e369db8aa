CREATE TABLE "measuring_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_id" integer NOT NULL,
	"customer_measuring_point_id" text DEFAULT '' NOT NULL,
	"measuring_point_id" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measuring_points" ADD CONSTRAINT "measuring_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "measuring_points_company_mpid_key" ON "measuring_points" USING btree ("company_id","measuring_point_id");--> statement-breakpoint
CREATE INDEX "measuring_points_name_idx" ON "measuring_points" USING btree ("name");--> statement-breakpoint
-- Written by hand (installations belongs to the device schema): one meter per measuring point and one point per meter, and the index the map's join needs.
CREATE UNIQUE INDEX "installations_measuring_point_key" ON "installations" USING btree ("measuring_point_id") WHERE "measuring_point_id" IS NOT NULL;
