import { and, desc, eq, sql } from 'drizzle-orm';
import {
  MAPPING_TEMPLATES_MAX,
  type MappingTemplate,
  type MappingTemplateCreate,
} from '@/contract/mapping-templates';
import type { Database } from '@/server/db/database';
import { isUniqueViolation } from '@/server/db/errors';
import { mappingTemplates } from '@/server/db/schema';

type Row = typeof mappingTemplates.$inferSelect;

const templateOf = (row: Row): MappingTemplate => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  signature: row.signature,
  headers: row.headers,
  columns: row.columns,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export type SaveOutcome =
  { ok: true; template: MappingTemplate; created: boolean } | { ok: false; reason: 'too_many' };

/**
 * The team's column mappings of one hub: a spreadsheet layout (its header signature) and the
 * column each header goes to, under a name. Saving a name that exists (any case) replaces it.
 */
export class MappingTemplates {
  constructor(
    private readonly database: Database,
    readonly hub: string,
  ) {}

  list(kind?: 'registrations' | 'results'): Promise<MappingTemplate[]> {
    return this.database.run(async (db) =>
      (
        await db
          .select()
          .from(mappingTemplates)
          .where(
            and(
              eq(mappingTemplates.hub, this.hub),
              kind ? eq(mappingTemplates.kind, kind) : sql`true`,
            ),
          )
          .orderBy(desc(mappingTemplates.updatedAt), desc(mappingTemplates.id))
          .limit(MAPPING_TEMPLATES_MAX)
      ).map(templateOf),
    );
  }

  /** Two saves of one new name at once: the second finds the first's and replaces it. */
  async save(input: MappingTemplateCreate, createdBy: string): Promise<SaveOutcome> {
    try {
      return await this.saveOnce(input, createdBy);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.saveOnce(input, createdBy);
    }
  }

  private saveOnce(input: MappingTemplateCreate, createdBy: string): Promise<SaveOutcome> {
    return this.database.run(async (db) => {
      const values = {
        signature: input.signature,
        headers: input.headers,
        columns: input.columns,
        updatedAt: new Date(),
      };
      const [existing] = await db
        .select({ id: mappingTemplates.id })
        .from(mappingTemplates)
        .where(this.named(input.kind, input.name));
      if (existing) {
        const [row] = await db
          .update(mappingTemplates)
          .set({ ...values, name: input.name })
          .where(eq(mappingTemplates.id, existing.id))
          .returning();
        return { ok: true, template: templateOf(row), created: false };
      }
      const [{ count }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mappingTemplates)
        .where(eq(mappingTemplates.hub, this.hub));
      if (count >= MAPPING_TEMPLATES_MAX) return { ok: false, reason: 'too_many' };
      const [row] = await db
        .insert(mappingTemplates)
        .values({ ...values, hub: this.hub, kind: input.kind, name: input.name, createdBy })
        .returning();
      return { ok: true, template: templateOf(row), created: true };
    });
  }

  /** Null when there is no such template; `taken` when another has the name. */
  rename(id: number, name: string): Promise<MappingTemplate | null | 'taken'> {
    return this.database.run(async (db) => {
      const [current] = await db.select().from(mappingTemplates).where(this.byId(id));
      if (!current) return null;
      const [other] = await db
        .select({ id: mappingTemplates.id })
        .from(mappingTemplates)
        .where(this.named(current.kind, name));
      if (other && other.id !== id) return 'taken';
      const [row] = await db
        .update(mappingTemplates)
        .set({ name, updatedAt: new Date() })
        .where(this.byId(id))
        .returning();
      return templateOf(row);
    });
  }

  async remove(id: number): Promise<boolean> {
    const removed = await this.database.run((db) =>
      db.delete(mappingTemplates).where(this.byId(id)).returning({ id: mappingTemplates.id }),
    );
    return removed.length > 0;
  }

  private byId(id: number) {
    return and(eq(mappingTemplates.hub, this.hub), eq(mappingTemplates.id, id));
  }

  private named(kind: string, name: string) {
    return and(
      eq(mappingTemplates.hub, this.hub),
      eq(mappingTemplates.kind, kind as 'registrations'),
      sql`lower(${mappingTemplates.name}) = lower(${name})`,
    );
  }
}
