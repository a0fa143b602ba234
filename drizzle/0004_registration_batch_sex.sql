ALTER TABLE "registrations" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_batch_idx" ON "registrations" USING btree ("batch_id","race_id");