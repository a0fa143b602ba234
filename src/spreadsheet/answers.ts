import type { Answer, AnswerField } from '@/contract/registration-answers';
import { ANSWER_TEXT_MAX } from '@/contract/limits';
import { answerableFields, answerKeyOf, answerTarget } from './answer-target';
import { fold, normalizeBoolean } from './normalize';

export { ANSWER_PREFIX, answerableFields, answerKeyOf, answerTarget } from './answer-target';
export type { AnswerField };

export type AnswerReading = { ok: true; value: Answer } | { ok: false; message: string };

/** The option a cell names, by value or label, accents and case aside. */
export function optionOf(field: AnswerField, raw: string): string | null {
  const wanted = fold(raw);
  const options = field.options ?? [];
  const found =
    options.find((o) => fold(o.value) === wanted) ?? options.find((o) => fold(o.label) === wanted);
  return found?.value ?? null;
}

const optionsText = (field: AnswerField) => (field.options ?? []).map((o) => o.label).join(', ');

/** A cell (not blank) as the answer its field takes, or why it cannot be one. */
export function readAnswer(field: AnswerField, raw: string): AnswerReading {
  switch (field.type) {
    case 'select': {
      const value = optionOf(field, raw);
      return value !== null
        ? { ok: true, value }
        : {
            ok: false,
            message: `${field.label}: "${raw}" não é uma opção (${optionsText(field)})`,
          };
    }
    case 'multiselect': {
      const parts = raw
        .split(/[;,]/)
        .map((p) => p.trim())
        .filter(Boolean);
      const values: string[] = [];
      for (const part of parts) {
        const value = optionOf(field, part);
        if (value === null)
          return {
            ok: false,
            message: `${field.label}: "${part}" não é uma opção (${optionsText(field)})`,
          };
        if (!values.includes(value)) values.push(value);
      }
      return { ok: true, value: values };
    }
    case 'checkbox': {
      const value = normalizeBoolean(raw);
      return value === undefined
        ? { ok: false, message: `${field.label}: "${raw}" não é sim ou não (use sim/não, x, 1/0)` }
        : { ok: true, value };
    }
    default:
      return raw.length > ANSWER_TEXT_MAX
        ? {
            ok: false,
            message: `${field.label} com ${raw.length} caracteres (máximo ${ANSWER_TEXT_MAX})`,
          }
        : { ok: true, value: raw };
  }
}

const words = (text: string) => fold(text.replace(/_/g, ' ')).split(' ').filter(Boolean);

/** How well a header names a field: 1 its label or key, less when its words are in the label. */
function fieldScore(header: string, field: AnswerField): number {
  const said = words(header);
  if (!said.length) return 0;
  const label = words(field.label);
  const key = words(field.key);
  const same = (a: string[], b: string[]) => a.join(' ') === b.join(' ');
  if (same(said, label) || same(said, key)) return 1;
  // Words of two letters (de, da, do) say nothing of which field.
  const content = said.filter((w) => w.length >= 3);
  const within = (whole: string[]) => content.length > 0 && content.every((w) => whole.includes(w));
  if (within(label) || within(key)) return 0.5 + 0.4 * (content.length / label.length);
  return 0;
}

/**
 * Columns proposed for the event's field their header names (`Camiseta` -> `Tamanho da
 * camiseta`): those the contract's columns left unmapped, or named less surely than the field
 * names them (`held`: how sure each column's mapping is, 0 when unmapped; `Primeira prova` is
 * the field of that label, not the race). A field goes to one column at most.
 */
export function proposeAnswerColumns(
  headers: readonly string[],
  columns: readonly (string | null)[],
  fields: readonly AnswerField[],
  held: readonly number[] = columns.map((c) => (c === null ? 0 : 1)),
): (string | null)[] {
  const candidates: { column: number; key: string; score: number }[] = [];
  headers.forEach((header, column) => {
    for (const field of answerableFields(fields)) {
      const score = fieldScore(header, field);
      if (score > held[column]) candidates.push({ column, key: field.key, score });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const out = columns.slice();
  const taken = new Set(columns.map(answerKeyOf).filter(Boolean));
  const moved = new Set<number>();
  for (const c of candidates) {
    if (moved.has(c.column) || taken.has(c.key)) continue;
    moved.add(c.column);
    out[c.column] = answerTarget(c.key);
    taken.add(c.key);
  }
  return out;
}
