import type { ChangeEntry } from '@/contract/history';
import type { createFormatters, TranslateParams } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/keys';

/**
 * An entry of the history in the organizer's words (issue 33): "Alterou o campo **Tamanho da
 * camiseta**: opções P, M, G → P, M, G, GG". Names come from the entry itself (what the hub
 * had before, what it answered, what was sent) or the names it kept at the time of writing.
 */

/** Plain text, or a name the page shows in bold. */
export type SentencePart = string | { name: string };

export interface Words {
  t: (key: MessageKey, params?: TranslateParams) => string;
  format: ReturnType<typeof createFormatters>;
}

type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const itemOf = (value: unknown): Item | null => (isItem(value) ? value : null);
const text = (value: unknown) =>
  typeof value === 'string' && value.trim()
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

const OPEN = '\u0002';
const CLOSE = '\u0003';
/** A name inside a translated sentence, found again after `t` put it in place. */
const bold = (name: string) => `${OPEN}${name.replaceAll(OPEN, '').replaceAll(CLOSE, '')}${CLOSE}`;

/**
 * U+0000 and half of a UTF-16 pair (a refused write's values) as their `\u` escapes, as the
 * body under Detalhes shows them: no character at all, or a box, would hide them.
 */
const visible = (sentence: string) =>
  sentence.replace(/\0|\p{Cs}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function partsOf(sentence: string): SentencePart[] {
  const parts: SentencePart[] = [];
  for (const piece of visible(sentence).split(OPEN)) {
    const end = piece.indexOf(CLOSE);
    if (end < 0) {
      if (piece) parts.push(piece);
      continue;
    }
    parts.push({ name: piece.slice(0, end) });
    if (end + 1 < piece.length) parts.push(piece.slice(end + 1));
  }
  return parts;
}

/** The sentence as plain text: the CSV's cell, an item's accessible name. */
export const sentenceText = (parts: readonly SentencePart[]) =>
  parts.map((p) => (typeof p === 'string' ? p : p.name)).join('');

/** The attributes a sentence names, per kind, in the order it names them. */
const ATTRIBUTES: Partial<Record<string, readonly [string, MessageKey][]>> = {
  events: [
    ['name', 'history.attr.name'],
    ['date', 'history.attr.date'],
    ['city', 'history.attr.city'],
    ['state', 'history.attr.state'],
    ['registration_opens_at', 'history.attr.opens'],
    ['registration_closes_at', 'history.attr.closes'],
    ['status', 'history.attr.status'],
  ],
  races: [
    ['name', 'history.attr.name'],
    ['code', 'history.attr.code'],
    ['distance', 'history.attr.distance'],
    ['starts_at', 'history.attr.raceStart'],
    ['registration_limit', 'history.attr.limit'],
    ['status', 'history.attr.status'],
  ],
  batches: [
    ['name', 'history.attr.name'],
    ['starts_at', 'history.attr.start'],
    ['ends_at', 'history.attr.end'],
    ['max_quantity', 'history.attr.quantity'],
    ['max_installments', 'history.attr.installments'],
    ['is_active', 'history.attr.active'],
  ],
  'registration-fields': [
    ['label', 'history.attr.name'],
    ['type', 'history.attr.type'],
    ['options', 'history.attr.options'],
    ['is_required', 'history.attr.required'],
    ['is_active', 'history.attr.active'],
    ['help_text', 'history.attr.help'],
  ],
  categories: [
    ['name', 'history.attr.name'],
    ['ages', 'history.attr.ages'],
    ['sex', 'history.attr.sex'],
    ['award_count', 'history.attr.awarded'],
    ['status', 'history.attr.status'],
  ],
  'prize-rules': [
    ['ranking_cut', 'history.attr.awarded'],
    ['gender_filter', 'history.attr.sex'],
    ['status', 'history.attr.status'],
  ],
};
/** What a creation names beside the thing itself. */
const CREATED: Partial<Record<string, readonly string[]>> = {
  'registration-fields': ['options'],
};
const CHANGES_MAX = 4;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** An attribute's value as people read it. */
function valueText(value: unknown, { t, format }: Words): string {
  if (value === null || value === undefined || value === '') return t('diff.absent');
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (typeof value === 'number') return format.number(value);
  if (typeof value === 'string')
    return DATE_ONLY.test(value)
      ? format.date(value)
      : DATE_TIME.test(value)
        ? format.dateTime(value)
        : value;
  if (Array.isArray(value))
    return value.length
      ? value
          .map((v) => (isItem(v) ? (text(v.label) ?? text(v.value) ?? '') : String(v)))
          .join(', ')
      : t('diff.absent');
  return JSON.stringify(value);
}

/** A category's ages as one attribute: "30–39". */
const withAges = (item: Item | null): Item | null =>
  item && ('age_min' in item || 'age_max' in item)
    ? { ...item, ages: `${item.age_min ?? ''}–${item.age_max ?? ''}` }
    : item;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** "opções P, M, G → P, M, G, GG" per attribute that differs; without a before, what is now. */
function attributeChanges(
  kind: string,
  before: Item | null,
  after: Item | null,
  words: Words,
  only?: readonly string[],
): string[] {
  const { t } = words;
  const out: string[] = [];
  if (!after) return out;
  for (const [attr, label] of ATTRIBUTES[kind] ?? []) {
    if (only && !only.includes(attr)) continue;
    if (!(attr in after) || (before && same(before[attr], after[attr]))) continue;
    out.push(
      before
        ? t('history.change', {
            label: t(label),
            before: valueText(before[attr], words),
            after: valueText(after[attr], words),
          })
        : t('history.change.set', { label: t(label), after: valueText(after[attr], words) }),
    );
  }
  return out;
}

/** A batch's prices by race: "preço na **Maratona 42K** R$ 120,00 → R$ 130,00". */
function priceChanges(entry: ChangeEntry, before: Item | null, after: Item | null, words: Words) {
  const { t, format } = words;
  const was = itemOf(before?.race_prices) ?? {};
  const now = itemOf(after?.race_prices);
  if (!now) return [];
  const races = entry.names?.races ?? {};
  const out: string[] = [];
  for (const id of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (before && same(was[id], now[id])) continue;
    const label = t('history.attr.price', { race: bold(races[id] ?? `#${id}`) });
    const money = (cents: unknown) =>
      typeof cents === 'number' ? format.money(cents) : t('diff.absent');
    out.push(
      before
        ? t('history.change', { label, before: money(was[id]), after: money(now[id]) })
        : t('history.change.set', { label, after: money(now[id]) }),
    );
  }
  return out;
}

/** A retention version: "40 % 10 dias antes do evento, 60 % 2 dias depois do evento". */
function rulesText(version: unknown, { t, format }: Words): string {
  const rules = Array.isArray(itemOf(version)?.rules) ? (itemOf(version)!.rules as unknown[]) : [];
  const day = (offset: number) => {
    const n = Math.abs(offset);
    if (offset === 0) return t('retention.onDay');
    if (offset < 0) return n === 1 ? t('retention.beforeOne') : t('retention.before', { n });
    return n === 1 ? t('retention.afterOne') : t('retention.after', { n });
  };
  const items = rules
    .filter(isItem)
    .map((r) => `${format.number(Number(r.percent))} % ${day(Number(r.offset_days))}`);
  return items.length ? items.join(', ') : t('history.noRules');
}

/** Legal discounts by type: "Pessoa idosa (60+) 50 % → 40 %". */
function discountChanges(before: unknown, after: unknown, words: Words): string[] {
  const { t, format } = words;
  const list = (v: unknown) =>
    new Map(
      (Array.isArray(itemOf(v)?.discounts) ? (itemOf(v)!.discounts as unknown[]) : [])
        .filter(isItem)
        .map((d) => [String(d.type), d]),
    );
  const was = list(before);
  const now = list(after);
  const shown = (d: Item | undefined) => {
    if (!d) return t('diff.absent');
    const value =
      d.discount_type === 'percent'
        ? `${format.number(Number(d.value))} %`
        : format.money(Number(d.value));
    return d.enabled === false ? `${value} (${t('diff.off')})` : value;
  };
  const out: string[] = [];
  for (const type of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(type);
    const b = now.get(type);
    if (before && same(a, b)) continue;
    const label = ['pcd', 'student', 'senior'].includes(type)
      ? t(`legalDiscounts.type.${type as 'pcd' | 'student' | 'senior'}`)
      : type;
    out.push(
      before
        ? t('history.change', { label, before: shown(a), after: shown(b) })
        : t('history.change.set', { label, after: shown(b) }),
    );
  }
  return out;
}

const lastSegment = (path: string) => {
  const segment = path.split('?')[0].split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The name of what the entry touched: as it was, as it is, as it was sent, else its id. */
function nameOf(entry: ChangeEntry, before: Item | null, after: Item | null, summary: Item | null) {
  const key = entry.kind === 'registration-fields' ? 'label' : 'name';
  const named = text(before?.[key]) ?? text(after?.[key]) ?? text(summary?.[key]);
  if (named) return named;
  if (entry.kind === 'races')
    return entry.names?.race ?? entry.race_code ?? lastSegment(entry.path);
  if (entry.kind === 'events') return entry.event_code ?? '';
  return entry.method === 'POST' ? null : `nº ${lastSegment(entry.path)}`;
}

const VERBS = ['POST', 'PATCH', 'PUT', 'DELETE'] as const;
type Verb = (typeof VERBS)[number];
const OBJECTS: Partial<Record<string, MessageKey>> = {
  events: 'history.object.events',
  races: 'history.object.races',
  batches: 'history.object.batches',
  'registration-fields': 'history.object.registration-fields',
  categories: 'history.object.categories',
  'prize-rules': 'history.object.prize-rules',
  retention: 'history.object.retention',
  'legal-discounts': 'history.object.legal-discounts',
  checkpoints: 'history.object.checkpoints',
};

/** A count the entry kept: of an import, what it sent; of a cleanup, what the hub deleted. */
const countOf = (value: unknown) => (typeof value === 'number' ? value : null);

function importOrCleanup(entry: ChangeEntry, words: Words, ok: boolean): string | null {
  const { t } = words;
  const summary = itemOf(entry.summary);
  const after = itemOf(entry.after);
  const race = bold(entry.names?.race ?? entry.race_code ?? '');
  const kind = entry.kind === 'results' ? 'results' : 'registrations';
  const retried = /-imports\/(\d+)\/retry/.exec(entry.path);
  if (entry.method === 'POST' && retried)
    return t(ok ? 'history.what.retry' : 'history.what.tryRetry', {
      id: entry.import_id ?? retried[1],
    });
  if (entry.method === 'POST') {
    const count = countOf(summary?.[kind]);
    if (count === null) return null;
    return t(ok ? `history.what.import.${kind}` : `history.what.tryImport.${kind}`, {
      count: words.format.number(count),
      race,
    });
  }
  if (entry.method !== 'DELETE') return null;
  const dryRun = /[?&]dry_run=(1|true)\b/.test(entry.path);
  const count = countOf(dryRun ? after?.would_delete : after?.deleted);
  if (count === null || !ok) return null;
  const undone = /-imports\/([^/?]+)\/rows(?:\?|$)/.exec(entry.path);
  if (undone) {
    const params = { count: words.format.number(count), id: entry.import_id ?? undone[1] };
    return t(dryRun ? `history.what.countedUndo.${kind}` : `history.what.undo.${kind}`, params);
  }
  const raceId = /[?&]race_id=(\d+)/.exec(entry.path)?.[1];
  const raceName = raceId ? entry.names?.races?.[raceId] : undefined;
  const params = { count: words.format.number(count), race: bold(raceName ?? '') };
  if (dryRun) return t(`history.what.counted.${kind}`, params);
  return t(raceName ? `history.what.cleanupRace.${kind}` : `history.what.cleanup.${kind}`, params);
}

/**
 * The entry as a sentence, names apart (to be shown in bold). `importErrors`: the errors of the
 * import it queued, once the hub has processed it ("Importou 1.240 inscrições na **Maratona
 * 42K** (12 erros)").
 */
export function describeChange(
  entry: ChangeEntry,
  words: Words,
  importErrors: number | null = null,
): SentencePart[] {
  const { t } = words;
  const ok = entry.outcome === 'ok';
  if (entry.kind === 'registrations' || entry.kind === 'results') {
    const sentence = importOrCleanup(entry, words, ok);
    if (sentence)
      return partsOf(
        importErrors && entry.method === 'POST'
          ? t('history.what.withErrors', {
              sentence,
              count: words.format.number(importErrors),
            })
          : sentence,
      );
  }
  const objectKey = OBJECTS[entry.kind];
  const verb = VERBS.includes(entry.method as Verb) ? (entry.method as Verb) : null;
  if (!objectKey || !verb)
    return partsOf(
      t('history.what.generic', {
        verb: t(`history.method.${verb ?? 'POST'}` as MessageKey),
        kind: t(`history.kind.${entry.kind}` as MessageKey),
      }),
    );

  const summary = itemOf(entry.summary);
  const replaced = entry.kind === 'retention' || entry.kind === 'legal-discounts';
  const before = replaced ? itemOf(entry.before) : withAges(itemOf(entry.before));
  // What the hub answered, else (an older entry, a refused write) what was sent.
  const after = replaced
    ? itemOf(entry.after)
    : withAges(itemOf(entry.after) ?? (verb === 'DELETE' ? null : summary));
  const name = nameOf(entry, before, after, summary);
  const object = t(objectKey, {
    name: name === null ? '' : bold(name),
    race: bold(entry.names?.race ?? entry.race_code ?? ''),
    seq: text(before?.seq) ?? text(after?.seq) ?? lastSegment(entry.path),
  });
  const verbText = t(ok ? `history.verb.${verb}` : `history.tried.${verb}`);

  let changes: string[] = [];
  if (entry.kind === 'retention') {
    const now = rulesText(after ?? summary, words);
    changes = [
      entry.before
        ? t('history.change.rules', { before: rulesText(before, words), after: now })
        : now,
    ];
  } else if (entry.kind === 'legal-discounts') {
    changes = discountChanges(entry.before, after ?? summary, words);
  } else if (verb === 'PATCH') {
    changes = attributeChanges(entry.kind, before, after, words);
    if (entry.kind === 'batches') changes.push(...priceChanges(entry, before, after, words));
  } else if (verb === 'POST') {
    changes = attributeChanges(entry.kind, null, after, words, CREATED[entry.kind] ?? []);
    if (entry.kind === 'batches') changes.push(...priceChanges(entry, null, after, words));
  }
  if (changes.length > CHANGES_MAX) {
    const more = changes.length - (CHANGES_MAX - 1);
    changes = [...changes.slice(0, CHANGES_MAX - 1), t('history.more', { count: more })];
  }
  return partsOf(
    changes.length
      ? t('history.what.changes', { verb: verbText, object, changes: changes.join('; ') })
      : t('history.what', { verb: verbText, object }),
  );
}
