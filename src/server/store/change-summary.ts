import { hasLoneSurrogate } from '@/contract/common';
import { CHANGE_KINDS, type ChangeKind } from '@/contract/history';

/** Text PostgreSQL can keep as it is: no U+0000, no half of a UTF-16 pair. */
export const isStorable = (text: string) => !text.includes('\0') && !hasLoneSurrogate(text);

/**
 * Text for a text column: U+0000 and lone surrogates, which PostgreSQL cannot hold, become
 * U+FFFD. The JSON columns need none of this: JSON text writes them as `\u` escapes.
 */
export const storableText = (text: string) =>
  isStorable(text) ? text : text.replace(/\0|\p{Cs}/gu, '\uFFFD');

/**
 * What the history keeps of a write, pure: where it went (event, race, kind) and its body with
 * people's data left out. Nothing here knows a database.
 */

const KIND_OF_SEGMENT: Readonly<Record<string, ChangeKind>> = {
  'registration-imports': 'registrations',
  'result-imports': 'results',
};

/** A path segment as the hub reads it; kept as sent when it would not be storable text. */
const decode = (segment: string | undefined) => {
  if (segment === undefined) return null;
  try {
    const decoded = decodeURIComponent(segment);
    return isStorable(decoded) ? decoded : segment;
  } catch {
    return segment;
  }
};

/** `/events/E/races/R/prize-rules/3` -> event E, race R, kind `prize-rules`. */
export function describePath(path: string): {
  eventCode: string | null;
  raceCode: string | null;
  kind: ChangeKind;
} {
  const segments = path.split('?')[0].split('/').filter(Boolean);
  if (segments[0] !== 'events') {
    const kind = (CHANGE_KINDS as readonly string[]).includes(segments[0] ?? '')
      ? (segments[0] as ChangeKind)
      : 'other';
    return { eventCode: null, raceCode: null, kind };
  }
  const eventCode = decode(segments[1]);
  const rest = segments.slice(2);
  let raceCode: string | null = null;
  let resource = rest[0];
  if (rest[0] === 'races' && rest.length >= 2) {
    raceCode = decode(rest[1]);
    resource = rest[2] ?? 'races';
  }
  if (resource === undefined) return { eventCode, raceCode, kind: 'events' };
  const kind =
    KIND_OF_SEGMENT[resource] ??
    ((CHANGE_KINDS as readonly string[]).includes(resource) ? (resource as ChangeKind) : 'other');
  return { eventCode, raceCode, kind };
}

/** Keys whose values identify a person: never kept, whatever they hold. */
const PERSONAL_KEYS =
  /^(document|cpf|rg|email|e_?mail|phone|telefone|celular|birth_?date|nascimento|address|endereco|people)$/i;
/** In these, a `name` is a person's. */
const PERSON_KINDS: ReadonlySet<ChangeKind> = new Set(['salespeople', 'registrations', 'results']);
const PERSON_NAME = /^(name|nome|full_name)$/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Eleven digits, dotted or not: a CPF's shape. */
const CPF = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/;
const STRING_MAX = 200;
const ARRAY_MAX = 50;
const DEPTH_MAX = 6;
const KEYS_MAX = 100;
export const SUMMARY_MAX_CHARS = 8_000;

function scrub(value: unknown, depth: number, personal: RegExp[] = [PERSONAL_KEYS]): unknown {
  if (typeof value === 'string') {
    // Cut before it is searched: the patterns stay linear on what is kept.
    const kept = value.length > STRING_MAX ? `${value.slice(0, STRING_MAX)}…` : value;
    return EMAIL.test(kept) || CPF.test(kept) ? '[omitido]' : kept;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= DEPTH_MAX) return '[…]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, ARRAY_MAX).map((v) => scrub(v, depth + 1, personal));
    return value.length > ARRAY_MAX ? [...kept, `… +${value.length - ARRAY_MAX}`] : kept;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value).slice(0, KEYS_MAX)) {
    out[key] = personal.some((p) => p.test(key)) ? '[omitido]' : scrub(v, depth + 1, personal);
  }
  return out;
}

/**
 * The body as the history keeps it. Imports (rows of people) are counted, never copied; any
 * other body is kept with personal keys, e-mails and CPF-shaped values left out, cut to size.
 */
export function summarizeBody(kind: ChangeKind, method: string, body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if ((kind === 'registrations' || kind === 'results') && method === 'POST') {
    // Rows of people: how many, never what.
    if (!body || typeof body !== 'object') return null;
    const counted: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(body).slice(0, ARRAY_MAX)) {
      if (Array.isArray(v)) counted[key] = v.length;
      else if (typeof v === 'number' || typeof v === 'boolean') counted[key] = v;
      else if (typeof v === 'string') counted[key] = scrub(v, 0);
    }
    return counted;
  }
  const scrubbed = scrub(
    body,
    0,
    PERSON_KINDS.has(kind) ? [PERSONAL_KEYS, PERSON_NAME] : [PERSONAL_KEYS],
  );
  const text = JSON.stringify(scrubbed);
  if (text.length <= SUMMARY_MAX_CHARS) return scrubbed;
  return {
    truncated: true,
    keys: scrubbed && typeof scrubbed === 'object' ? Object.keys(scrubbed).slice(0, ARRAY_MAX) : [],
  };
}
