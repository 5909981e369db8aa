CREATE TABLE "comm_module_keys" (
	"comm_mod_uuid" uuid PRIMARY KEY NOT NULL,
	"module_serial" text NOT NULL,
	"module_type" text NOT NULL,
	"meter_serial" text,
	"order_number" text,
	"company_id" integer NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"sealed_material" "bytea" NOT NULL,
	"wrapped_data_key" "bytea" NOT NULL,
	"master_key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"format" text,
	"user_id" uuid,
	"user_email" text NOT NULL,
	"company_id" integer NOT NULL,
	"key_ids" jsonb NOT NULL,
	"key_count" integer NOT NULL,
	"ip_address" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"delivery_order_number" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_order_number" text DEFAULT '' NOT NULL,
	"delivery_note_number" text DEFAULT '' NOT NULL,
	"sales_representative" text DEFAULT '' NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_keys" (
	"transfer_id" integer NOT NULL,
	"comm_mod_uuid" uuid NOT NULL,
	CONSTRAINT "transfer_keys_pkey" PRIMARY KEY("transfer_id","comm_mod_uuid")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_company_id" integer NOT NULL,
	"to_company_id" integer NOT NULL,
	"user_id" uuid,
	"user_email" text NOT NULL,
	"key_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comm_module_keys" ADD CONSTRAINT "comm_module_keys_order_number_orders_delivery_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."orders"("delivery_order_number") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comm_module_keys" ADD CONSTRAINT "comm_module_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_access_log" ADD CONSTRAINT "key_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_access_log" ADD CONSTRAINT "key_access_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_keys" ADD CONSTRAINT "transfer_keys_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_keys" ADD CONSTRAINT "transfer_keys_comm_mod_uuid_comm_module_keys_comm_mod_uuid_fk" FOREIGN KEY ("comm_mod_uuid") REFERENCES "public"."comm_module_keys"("comm_mod_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_company_id_companies_id_fk" FOREIGN KEY ("from_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_company_id_companies_id_fk" FOREIGN KEY ("to_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comm_module_keys_company_idx" ON "comm_module_keys" USING btree ("company_id","module_serial");--> statement-breakpoint
CREATE INDEX "comm_module_keys_order_idx" ON "comm_module_keys" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "key_access_log_company_idx" ON "key_access_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","order_date");--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("from_company_id");--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_company_id");