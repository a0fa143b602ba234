CREATE TABLE "change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hub" text NOT NULL,
	"via" text NOT NULL,
	"actor" text,
	"key_fingerprint" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"event_code" text,
	"race_code" text,
	"kind" text NOT NULL,
	"summary" text,
	"status" integer NOT NULL,
	"import_id" integer,
	"before" text,
	"after" text
);
--> statement-breakpoint
CREATE TABLE "mapping_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"signature" text NOT NULL,
	"headers" text NOT NULL,
	"columns" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_event_idx" ON "change_log" USING btree ("hub","event_code","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "change_log_at_idx" ON "change_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mapping_templates_name_idx" ON "mapping_templates" USING btree ("hub","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "mapping_templates_signature_idx" ON "mapping_templates" USING btree ("hub","kind","signature");