-- A key read during an impersonation names the staff member behind it beside the customer it acted as.
ALTER TABLE "key_access_log" ADD COLUMN "original_user_id" uuid;
--> statement-breakpoint
ALTER TABLE "key_access_log" ADD COLUMN "original_user_email" text;
--> statement-breakpoint
ALTER TABLE "key_access_log" ADD CONSTRAINT "key_access_log_original_user_id_users_id_fk" FOREIGN KEY ("original_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
