ALTER TABLE "results" ADD COLUMN "gender_position" integer;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "overall_from_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "gender_from_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "category_from_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "age" integer;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "team" text;--> statement-breakpoint
-- One flag covered every place: keep it for the places the file actually gave.
UPDATE "results" SET "overall_from_file" = "positions_from_file" AND "overall_position" IS NOT NULL, "category_from_file" = "positions_from_file" AND "category_position" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "results" DROP COLUMN "positions_from_file";