ALTER TABLE "imports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "progress" jsonb;