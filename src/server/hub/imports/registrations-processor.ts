import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  registrationImportItemSchema,
  type RegistrationImportItem,
} from '@/contract/registrations';
import { inSequence, type Db } from '@/server/db/database';
import { categories, modalities, raceModalities, registrations } from '@/server/db/schema';
import type { OutcomeLedger } from './shared';
import { intArray, rowsOf, textArray } from '@/server/db/database';
import { foldName, idText, parseOnce } from './shared';

const parsedItems = new WeakMap<
  object,
  ReturnType<typeof registrationImportItemSchema.safeParse>
>();

export interface ImportJob {
  eventId: number;
  raceId: number;
  source: string;
  items: unknown[];
  /**
   * The items `[from, to)` to decide and apply now; the others are only read, so a repeat
   * of an earlier item is still a repeat when the import is applied a slice at a time.
   */
  range?: [number, number];
}

/**
 * The items a slice reads: its own and every earlier one (a repeat is a repeat of an earlier
 * item), never the later ones, so a slice's cost does not grow with the whole import.
 */
export const itemsThroughRange = (job: ImportJob): unknown[] =>
  job.range ? job.items.slice(0, job.range[1]) : job.items;

/** Whether the item at `index` is in the job's slice. */
export const inRangeOf =
  (job: ImportJob) =>
  (index: number): boolean =>
    !job.range || (index >= job.range[0] && index < job.range[1]);

interface Existing {
  id: number;
  race_id: number;
  external_id: string | null;
  document: string | null;
  origin: string;
  bib: string | null;
}

interface Planned {
  index: number;
  item: RegistrationImportItem;
  categoryId: number | null;
  modalityId: number | null;
  targetId: number | null;
}

const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** `field: message; field: message` from a failed parse, with the first field named. */
export function describeIssues(error: z.ZodError): { field: string | null; message: string } {
  const first = error.issues[0];
  const message = error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
  return { field: first?.path.length ? first.path.join('.') : null, message };
}

/**
 * One registration import, inside the caller's transaction: every item ends as created,
 * updated, conflict or error; valid items are written with one insert and one update.
 */
export async function processRegistrationImport(
  db: Db,
  job: ImportJob,
  ledger: OutcomeLedger,
): Promise<void> {
  const planned: Planned[] = [];
  const idsOf = (item: { external_id?: string; bib?: string }) => ({
    external_id: item.external_id ?? null,
    bib: item.bib ?? null,
  });

  const inRange = inRangeOf(job);

  // 1. Each item against the contract.
  const parsed: { index: number; item: RegistrationImportItem }[] = [];
  itemsThroughRange(job).forEach((raw, index) => {
    const result = parseOnce(registrationImportItemSchema, parsedItems, raw);
    if (result.success) return parsed.push({ index, item: result.data });
    if (!inRange(index)) return;
    const { field, message } = describeIssues(result.error);
    const r = (raw ?? {}) as Record<string, unknown>;
    ledger.error(index, field, message, { external_id: idText(r.external_id), bib: idText(r.bib) });
  });

  // 2. Repeats inside the request: the first occurrence wins, later ones are reported.
  const firstBy = {
    external_id: new Map<string, number>(),
    document: new Map<string, number>(),
    bib: new Map<string, number>(),
  };
  const unique = parsed.filter(({ index, item }) => {
    for (const key of ['external_id', 'document', 'bib'] as const) {
      const value = item[key];
      if (!value) continue;
      const first = firstBy[key].get(value);
      if (first !== undefined) {
        if (inRange(index))
          ledger.error(
            index,
            key,
            `${key} repetido no envio (igual ao item ${first})`,
            idsOf(item),
          );
        return false;
      }
    }
    for (const key of ['external_id', 'document', 'bib'] as const)
      if (item[key]) firstBy[key].set(item[key]!, index);
    return inRange(index);
  });

  // 3. Category and modality by name within the race.
  const [raceCategories, raceMods] = await inSequence([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.raceId, job.raceId)),
    db
      .select({ id: modalities.id, name: modalities.name, isDefault: raceModalities.isDefault })
      .from(raceModalities)
      .innerJoin(modalities, eq(modalities.id, raceModalities.modalityId))
      .where(eq(raceModalities.raceId, job.raceId)),
  ]);
  const categoryByName = new Map(raceCategories.map((c) => [foldName(c.name), c.id]));
  const modalityByName = new Map(raceMods.map((m) => [foldName(m.name), m.id]));
  const defaultModality = raceMods.find((m) => m.isDefault)?.id ?? null;
  for (const { index, item } of unique) {
    const categoryId = item.category ? categoryByName.get(foldName(item.category)) : null;
    const modalityId = item.modality
      ? modalityByName.get(foldName(item.modality))
      : defaultModality;
    if (categoryId === undefined)
      ledger.error(
        index,
        'category',
        `Categoria desconhecida nesta prova: ${item.category}`,
        idsOf(item),
      );
    else if (modalityId === undefined)
      ledger.error(
        index,
        'modality',
        `Modalidade desconhecida nesta prova: ${item.modality}`,
        idsOf(item),
      );
    else planned.push({ index, item, categoryId, modalityId, targetId: null });
  }

  // 4. Match by external_id, else by CPF/document.
  const externalIds = planned.flatMap((p) => (p.item.external_id ? [p.item.external_id] : []));
  const documents = planned.flatMap((p) => (p.item.document ? [p.item.document] : []));
  const existing = planned.length
    ? await rowsOf<Existing>(
        db,
        // Two lookups, each in its own index, whatever the planner knows of the table.
        sql`select id, race_id, external_id, document, origin, bib from ${registrations}
              where event_id = ${job.eventId} and external_id = any(${textArray(externalIds)})
            union
            select id, race_id, external_id, document, origin, bib from ${registrations}
              where event_id = ${job.eventId} and document = any(${textArray(documents)})`,
      )
    : [];
  const byExternal = new Map<string, Existing>();
  const byDocument = new Map<string, Existing[]>();
  for (const row of existing) {
    if (row.external_id) byExternal.set(row.external_id, row);
    if (row.document) byDocument.set(row.document, [...(byDocument.get(row.document) ?? []), row]);
  }
  const claimed = new Map<number, number>();
  const matched = planned.filter((p) => {
    const { item, index } = p;
    const ext = item.external_id ? byExternal.get(item.external_id) : undefined;
    const docs = item.document ? (byDocument.get(item.document) ?? []) : [];
    let target: Existing | undefined;
    if (ext) {
      if (docs.length && !docs.some((d) => d.id === ext.id)) {
        ledger.conflict(
          index,
          'document',
          'external_id e documento apontam para inscrições diferentes',
          idsOf(item),
        );
        return false;
      }
      target = ext;
    } else if (docs.length > 1) {
      ledger.conflict(
        index,
        'document',
        `O documento corresponde a ${docs.length} inscrições do evento`,
        idsOf(item),
      );
      return false;
    } else if (docs.length === 1) {
      target = docs[0];
      if (item.external_id && target.external_id && target.external_id !== item.external_id) {
        ledger.conflict(
          index,
          'external_id',
          `O documento pertence à inscrição de external_id ${target.external_id}`,
          idsOf(item),
        );
        return false;
      }
    }
    if (!target) return true;
    if (target.origin === 'online') {
      ledger.conflict(
        index,
        null,
        'A inscrição correspondente veio do checkout (online) e não pode ser alterada por importação',
        idsOf(item),
      );
      return false;
    }
    if (target.race_id !== job.raceId) {
      ledger.conflict(
        index,
        null,
        'A inscrição correspondente é de outra prova do evento',
        idsOf(item),
      );
      return false;
    }
    const other = claimed.get(target.id);
    if (other !== undefined) {
      ledger.conflict(
        index,
        null,
        `O item ${other} do mesmo envio já atualiza esta inscrição`,
        idsOf(item),
      );
      return false;
    }
    claimed.set(target.id, index);
    p.targetId = target.id;
    return true;
  });

  // 5. Bibs are unique in the event.
  const bibs = matched.flatMap((p) => (p.item.bib ? [p.item.bib] : []));
  const bibOwners = bibs.length
    ? await rowsOf<{ id: number; bib: string }>(
        db,
        sql`select id, bib from ${registrations} where event_id = ${job.eventId} and bib = any(${textArray(bibs)})`,
      )
    : [];
  const ownerOf = new Map(bibOwners.map((r) => [r.bib, r.id]));
  const ready = matched.filter((p) => {
    const owner = p.item.bib ? ownerOf.get(p.item.bib) : undefined;
    if (owner !== undefined && owner !== p.targetId) {
      ledger.error(
        p.index,
        'bib',
        `Número de peito ${p.item.bib} já pertence a outra inscrição do evento`,
        idsOf(p.item),
      );
      return false;
    }
    return true;
  });

  // 6. One insert for the new, one update for the matched.
  const row = (p: Planned) => ({
    id: p.targetId,
    external_id: p.item.external_id ?? null,
    document: p.item.document ?? null,
    name: p.item.name,
    email: p.item.email ?? null,
    phone: p.item.phone ?? null,
    birth_date: p.item.birth_date ?? null,
    sex: p.item.sex ?? null,
    bib: p.item.bib ?? null,
    category_id: p.categoryId,
    modality_id: p.modalityId,
    kit_picked_up: p.item.kit_picked_up ?? null,
    kit_qr_payload: p.item.kit_qr_payload ?? null,
    medical_link: p.item.medical_link ?? null,
  });
  const columns = sql`id int, external_id text, document text, name text, email text, phone text, birth_date date, sex text, bib text,
    category_id int, modality_id int, kit_picked_up boolean, kit_qr_payload text, medical_link text`;
  const creates = ready.filter((p) => p.targetId === null);
  const matches = ready.filter((p) => p.targetId !== null);
  const stored = await storedTexts(
    db,
    matches.map((p) => p.targetId!),
  );
  // What the update keeps when the item leaves it out (null) or already holds: nothing to write.
  const unchanged = new Set(
    matches.filter((p) =>
      Object.entries(row(p)).every(
        ([key, value]) => value === null || String(value) === stored.get(p.targetId!)?.[key],
      ),
    ),
  );
  const updates = matches.filter((p) => !unchanged.has(p));
  if (creates.length)
    await db.execute(sql`
      insert into ${registrations} (event_id, race_id, external_id, document, name, email, phone, birth_date, sex, bib,
        category_id, modality_id, kit_picked_up, kit_qr_payload, medical_link, status, origin)
      select ${job.eventId}, ${job.raceId}, t.external_id, t.document, t.name, t.email, t.phone, t.birth_date, t.sex, t.bib,
        t.category_id, t.modality_id, coalesce(t.kit_picked_up, false), t.kit_qr_payload, t.medical_link, 'confirmed', ${job.source}
      from jsonb_to_recordset(${jsonParam(creates.map(row))}) as t(${columns})`);
  if (updates.length)
    await db.execute(sql`
      update ${registrations} r set
        external_id = coalesce(t.external_id, r.external_id), document = coalesce(t.document, r.document), name = t.name,
        email = coalesce(t.email, r.email), phone = coalesce(t.phone, r.phone), birth_date = coalesce(t.birth_date, r.birth_date),
        sex = coalesce(t.sex, r.sex), bib = coalesce(t.bib, r.bib), category_id = coalesce(t.category_id, r.category_id),
        modality_id = coalesce(t.modality_id, r.modality_id), kit_picked_up = coalesce(t.kit_picked_up, r.kit_picked_up),
        kit_qr_payload = coalesce(t.kit_qr_payload, r.kit_qr_payload), medical_link = coalesce(t.medical_link, r.medical_link),
        updated_at = now()
      from jsonb_to_recordset(${jsonParam(updates.map(row))}) as t(${columns})
      where r.id = t.id`);
  for (const p of creates) ledger.create(p.index);
  for (const p of updates) ledger.update(p.index);
  for (const p of unchanged) ledger.unchanged(p.index);
}

/** Matched registrations' columns as text, by id: what an update would compare against. */
async function storedTexts(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Record<string, string | null>>();
  const rows = await rowsOf<Record<string, string | null>>(
    db,
    sql`select id::text, external_id, document, name, email, phone, birth_date::text, sex, bib,
          category_id::text, modality_id::text, kit_picked_up::text, kit_qr_payload, medical_link
        from ${registrations} where id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}
