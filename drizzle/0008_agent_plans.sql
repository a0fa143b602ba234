CREATE TABLE "agent_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"hub" text NOT NULL,
	"kind" text NOT NULL,
	"event_code" text NOT NULL,
	"input" text NOT NULL,
	"state_hash" text NOT NULL,
	"key_fingerprint" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"status" text NOT NULL,
	"outcome" text
);
--> statement-breakpoint
CREATE INDEX "agent_plans_expires_idx" ON "agent_plans" USING btree ("expires_at");