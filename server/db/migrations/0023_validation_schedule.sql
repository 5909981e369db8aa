CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"day" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_pkey" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "company_validation_schedule" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"validated_to" timestamp with time zone NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_validation_schedule" ADD CONSTRAINT "company_validation_schedule_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;