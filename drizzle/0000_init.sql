CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hint" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "batch_race_prices" (
	"batch_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "batch_race_prices_batch_id_race_id_pk" PRIMARY KEY("batch_id","race_id")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"includes_kit" boolean DEFAULT false NOT NULL,
	"max_quantity" integer,
	"quantity_sold" integer DEFAULT 0 NOT NULL,
	"quantity_reserved" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"installments_enabled" boolean DEFAULT false NOT NULL,
	"max_installments" integer DEFAULT 1 NOT NULL,
	"absorb_installment_interest" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"race_id" integer NOT NULL,
	"event_id" integer,
	"name" text NOT NULL,
	"type" text DEFAULT 'age_group' NOT NULL,
	"modality_id" integer,
	"category_group_id" text,
	"sex" text,
	"age_min" integer,
	"age_max" integer,
	"award_count" integer DEFAULT 3 NOT NULL,
	"is_pwd" boolean DEFAULT false NOT NULL,
	"is_team" boolean DEFAULT false NOT NULL,
	"sort_order" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"distance" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"date" date NOT NULL,
	"city" text,
	"state" text,
	"document" text,
	"organizer_id" integer,
	"hub_unit_id" integer,
	"salesperson_person_id" integer,
	"expected_athletes" integer,
	"bib_count" integer DEFAULT 0 NOT NULL,
	"tag_count" integer DEFAULT 0 NOT NULL,
	"paid_tag_base_count" integer DEFAULT 0 NOT NULL,
	"difficulty_grade" text,
	"technical_description" text,
	"commercial_description" text,
	"regulation" text,
	"regulation_acceptance_required" boolean DEFAULT false NOT NULL,
	"regulation_extra_text" text,
	"has_selftiming" boolean DEFAULT false NOT NULL,
	"has_qrcode_list" boolean DEFAULT false NOT NULL,
	"has_medical" boolean DEFAULT false NOT NULL,
	"registration_support_whatsapp" text,
	"certificate_enabled" boolean DEFAULT false NOT NULL,
	"sales_mode" text DEFAULT 'platform' NOT NULL,
	"external_registration_url" text,
	"is_free" boolean DEFAULT false NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"max_registrations" integer,
	"hub_fee_percent" numeric(5, 2),
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_mode" text DEFAULT 'buyer' NOT NULL,
	"refund_window_days" integer,
	"refund_summary" text,
	"logo_url" text DEFAULT '' NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"regulation_pdf_url" text DEFAULT '' NOT NULL,
	"pipeline_stage_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"idempotency_key" text,
	"body_hash" text NOT NULL,
	"payload" jsonb,
	"summary" jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "legal_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"type" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"requires_proof" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "modalities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "organizers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"race_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"modality_id" integer,
	"ranking_type" text NOT NULL,
	"ranking_cut" integer NOT NULL,
	"gender_filter" text,
	"pne_filter" text,
	"dupla_prem" jsonb,
	"tipo_premiacao" text NOT NULL,
	"eqp_apuracao" text,
	"eqp_n_melhores" integer,
	"eqp_base_ranking" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "race_modalities" (
	"race_id" integer NOT NULL,
	"modality_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "race_modalities_race_id_modality_id_pk" PRIMARY KEY("race_id","modality_id")
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"distance" double precision,
	"distance_label" text,
	"sort_order" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"type" text,
	"scoring_type" text DEFAULT 'net_time' NOT NULL,
	"duration_minutes" integer,
	"lap_count" integer,
	"lap_distance" double precision,
	"registration_limit" integer,
	"sem_classificacao" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"results_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validation_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"show_only_with_kit" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"external_id" text,
	"document" text,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"birth_date" date,
	"bib" text,
	"category_id" integer,
	"modality_id" integer,
	"kit_picked_up" boolean DEFAULT false NOT NULL,
	"kit_qr_payload" text,
	"medical_link" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_splits" (
	"result_id" integer NOT NULL,
	"checkpoint_id" integer NOT NULL,
	"time_ms" integer NOT NULL,
	CONSTRAINT "result_splits_result_id_checkpoint_id_pk" PRIMARY KEY("result_id","checkpoint_id")
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"bib" text NOT NULL,
	"registration_id" integer,
	"name" text,
	"status" text DEFAULT 'finished' NOT NULL,
	"net_time_ms" integer,
	"gun_time_ms" integer,
	"category" text,
	"modality_id" integer,
	"overall_position" integer,
	"category_position" integer,
	"positions_from_file" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"scope" text DEFAULT 'event' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_policies_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "retention_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"percent_hundredths" integer NOT NULL,
	"anchor" text DEFAULT 'event_date' NOT NULL,
	"offset_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salespeople" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"document_type" text,
	"document" text,
	"email" text,
	"phone" text,
	"mobile" text,
	"commercial_status" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed_key" text NOT NULL,
	"key_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_race_prices" ADD CONSTRAINT "batch_race_prices_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_race_prices" ADD CONSTRAINT "batch_race_prices_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_salesperson_person_id_salespeople_id_fk" FOREIGN KEY ("salesperson_person_id") REFERENCES "public"."salespeople"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_discounts" ADD CONSTRAINT "legal_discounts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_rules" ADD CONSTRAINT "prize_rules_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_rules" ADD CONSTRAINT "prize_rules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_rules" ADD CONSTRAINT "prize_rules_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_modalities" ADD CONSTRAINT "race_modalities_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_modalities" ADD CONSTRAINT "race_modalities_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_fields" ADD CONSTRAINT "registration_fields_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_splits" ADD CONSTRAINT "result_splits_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_splits" ADD CONSTRAINT "result_splits_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_policies" ADD CONSTRAINT "retention_policies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_rules" ADD CONSTRAINT "retention_rules_policy_id_retention_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."retention_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_event_idx" ON "batches" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "categories_race_idx" ON "categories" USING btree ("race_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_race_code_uq" ON "checkpoints" USING btree ("race_id","code");--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "events" USING btree ("status");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "imports_idempotency_uq" ON "imports" USING btree ("event_id","kind","idempotency_key") WHERE "imports"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "imports_status_idx" ON "imports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "imports_event_idx" ON "imports" USING btree ("event_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_discounts_event_type_uq" ON "legal_discounts" USING btree ("event_id","type");--> statement-breakpoint
CREATE INDEX "prize_rules_race_idx" ON "prize_rules" USING btree ("race_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "races_event_code_uq" ON "races" USING btree ("event_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_fields_event_key_uq" ON "registration_fields" USING btree ("event_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_external_uq" ON "registrations" USING btree ("event_id","external_id") WHERE "registrations"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_bib_uq" ON "registrations" USING btree ("event_id","bib") WHERE "registrations"."bib" is not null;--> statement-breakpoint
CREATE INDEX "registrations_event_document_idx" ON "registrations" USING btree ("event_id","document");--> statement-breakpoint
CREATE INDEX "registrations_race_status_idx" ON "registrations" USING btree ("race_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "results_race_bib_uq" ON "results" USING btree ("race_id","bib");--> statement-breakpoint
CREATE INDEX "results_event_idx" ON "results" USING btree ("event_id");