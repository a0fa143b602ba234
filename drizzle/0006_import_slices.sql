CREATE TABLE "import_slices" (
	"import_id" integer NOT NULL,
	"first" integer NOT NULL,
	"next" integer NOT NULL,
	"outcomes" text NOT NULL,
	"reports" text NOT NULL,
	CONSTRAINT "import_slices_import_id_next_pk" PRIMARY KEY("import_id","next")
);
--> statement-breakpoint
ALTER TABLE "import_slices" ADD CONSTRAINT "import_slices_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An import stopped between two slices keeps what they decided: its one progress value becomes
-- one slice row (its outcomes cover every item, '.' where undecided).
INSERT INTO "import_slices" ("import_id", "first", "next", "outcomes", "reports")
SELECT "id", 0, ("progress"->>'next')::int, "progress"->'ledger'->>'outcomes', ("progress"->'ledger'->'reports')::text
FROM "imports" WHERE "progress" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" DROP COLUMN "progress";