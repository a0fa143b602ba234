import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  registrationImportItemSchema,
  type RegistrationImportItem,
} from '@/contract/registrations';
import { byIndex, intArray, jsonRowsOf, rowsOf, textArray, type Db } from '@/server/db/database';
import { categories, modalities, raceModalities, registrations } from '@/server/db/schema';
import { canonicalRegistrationItem } from './canonical-items';
import { answerFieldsOf, answersError, answersJson, answersKept } from './registration-answers';
import type { OutcomeLedger } from './shared';
import { foldName, idText, parseOnce } from './shared';
import { recordsOf, type ColumnType } from './unnest';

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
const FOUND = sql.raw('id, race_id, external_id, document, origin, bib');

/** What an item writes, by column. */
const FIELD_TYPES = {
  external_id: 'text',
  document: 'text',
  name: 'text',
  email: 'text',
  phone: 'text',
  birth_date: 'date',
  sex: 'text',
  bib: 'text',
  category_id: 'int',
  modality_id: 'int',
  kit_picked_up: 'boolean',
  kit_qr_payload: 'text',
  medical_link: 'text',
  answers: 'jsonb',
} as const satisfies Record<string, ColumnType>;
type Fields = { [K in keyof typeof FIELD_TYPES]: K extends 'name' ? string : unknown };

interface Planned {
  index: number;
  item: RegistrationImportItem;
  categoryId: number | null;
  modalityId: number | null;
  targetId: number | null;
}

/** `field: message; field: message` from a failed parse, with the first field named. */
export function describeIssues(error: z.core.$ZodError): { field: string | null; message: string } {
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
    const result = parseOnce(
      registrationImportItemSchema,
      parsedItems,
      raw,
      canonicalRegistrationItem,
    );
    if (result.success) return parsed.push({ index, item: result.data });
    if (!inRange(index)) return;
    const { field, message } = describeIssues(result.error);
    const r = (raw ?? {}) as Record<string, unknown>;
    ledger.error(index, field, message, { external_id: idText(r.external_id), bib: idText(r.bib) });
  });

  // Answers to the event's fields: one that does not fit is the item's error.
  const fields = await answerFieldsOf(db, job.eventId, parsed);
  const answered = parsed.filter(({ index, item }) => {
    const problem = answersError(fields, item);
    if (problem && inRange(index)) ledger.error(index, problem.field, problem.message, idsOf(item));
    return !problem;
  });

  // 2. Repeats inside the request: the first occurrence wins, later ones are reported.
  const firstBy = {
    external_id: new Map<string, number>(),
    document: new Map<string, number>(),
    bib: new Map<string, number>(),
  };
  const unique = answered.filter(({ index, item }) => {
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

  // 3. Category and modality by name within the race, in one statement.
  const named = await rowsOf<{ modality: boolean; id: number; name: string; is_default: boolean }>(
    db,
    sql`select false as modality, id, name, false as is_default from ${categories}
          where race_id = ${job.raceId}
        union all
        select true, m.id, m.name, rm.is_default from ${raceModalities} rm
          join ${modalities} m on m.id = rm.modality_id
          where rm.race_id = ${job.raceId}`,
  );
  const raceCategories = named.filter((n) => !n.modality);
  const raceMods = named.filter((n) => n.modality);
  const categoryByName = new Map(raceCategories.map((c) => [foldName(c.name), c.id]));
  const modalityByName = new Map(raceMods.map((m) => [foldName(m.name), m.id]));
  const defaultModality = raceMods.find((m) => m.is_default)?.id ?? null;
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

  // 4. Match by external_id, else by CPF/document; and who holds each bib. One statement, each
  // lookup in its own index whatever the planner knows of the table.
  const wanted = (key: 'external_id' | 'document' | 'bib') =>
    textArray(planned.flatMap((p) => (p.item[key] ? [p.item[key]] : [])));
  const found = planned.length
    ? await byIndex(db, () =>
        jsonRowsOf<Existing>(
          db,
          sql`select ${FOUND} from ${registrations}
              where event_id = ${job.eventId} and external_id = any(${wanted('external_id')})
            union all
            select ${FOUND} from ${registrations}
              where event_id = ${job.eventId} and document = any(${wanted('document')})
            union all
            select ${FOUND} from ${registrations}
              where event_id = ${job.eventId} and bib = any(${wanted('bib')})`,
        ),
      )
    : [];
  const existing = [...new Map(found.map((r) => [r.id, r])).values()];
  const byExternal = new Map<string, Existing>();
  const byDocument = new Map<string, Existing[]>();
  const ownerOf = new Map<string, number>();
  for (const row of existing) {
    if (row.bib) ownerOf.set(row.bib, row.id);
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
  const fieldsOf = (p: Planned): Fields => ({
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
    answers: answersJson(p.item.answers),
  });
  const creates = ready.filter((p) => p.targetId === null);
  const matches = ready.filter((p) => p.targetId !== null);
  const stored = await storedTexts(
    db,
    matches.map((p) => p.targetId!),
  );
  // What the update keeps when the item leaves it out (null) or already holds: nothing to write.
  const unchanged = new Set(
    matches.filter((p) =>
      Object.entries(fieldsOf(p)).every(([key, value]) => {
        const before = stored.get(p.targetId!)?.[key];
        if (value === null) return true;
        return key === 'answers' ? answersKept(before, value as string) : String(value) === before;
      }),
    ),
  );
  const updates = matches.filter((p) => !unchanged.has(p));
  if (creates.length) {
    const t = recordsOf(creates.map(fieldsOf), FIELD_TYPES);
    const values = t.columns.map((c) =>
      c === 'kit_picked_up' ? sql`coalesce(t.kit_picked_up, false)` : sql.raw(`t.${c}`),
    );
    await db.execute(sql`
      insert into ${registrations} (event_id, race_id, status, origin, ${sql.raw(t.columns.join(', '))})
      select ${job.eventId}, ${job.raceId}, 'confirmed', ${job.source}, ${sql.join(values, sql`, `)}
      from ${t.from}`);
  }
  if (updates.length) {
    const t = recordsOf(
      updates.map((p) => ({ id: p.targetId, ...fieldsOf(p) })),
      { id: 'int', ...FIELD_TYPES },
    );
    // A field the item leaves out keeps what is stored; the name is always given.
    const set = t.columns
      .filter((c) => c !== 'id')
      .map((c) => {
        if (c === 'name') return 'name = t.name';
        // Answers the item gives replace those keys; the others stay.
        if (c === 'answers')
          return "answers = case when t.answers is null then r.answers else coalesce(r.answers, '{}'::jsonb) || t.answers end";
        return `${c} = coalesce(t.${c}, r.${c})`;
      });
    await db.execute(sql`
      update ${registrations} r set ${sql.raw(set.join(', '))}, updated_at = now()
      from ${t.from} where r.id = t.id`);
  }
  for (const p of creates) ledger.create(p.index);
  for (const p of updates) ledger.update(p.index);
  for (const p of unchanged) ledger.unchanged(p.index);
}

/** Matched registrations' columns as text, by id: what an update would compare against. */
async function storedTexts(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Record<string, string | null>>();
  const rows = await jsonRowsOf<Record<string, string | null>>(
    db,
    sql`select id::text, external_id, document, name, email, phone, birth_date::text, sex, bib,
          category_id::text, modality_id::text, kit_picked_up::text, kit_qr_payload, medical_link,
          answers::text as answers
        from ${registrations} where id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}
