import type {
  FindingCode,
  FindingEffect,
  HubCheckFinding,
  HubCheckReport,
} from '@/contract/hub-check';
import type { DateTimeForm } from '@/contract/hub-time';

/* What the hub check keeps of the answers it walks: findings per answer, forms and words overall. */

const EXAMPLE_MAX = 80;

export const exampleOf = (value: unknown): string | null => {
  if (value === undefined) return null;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > EXAMPLE_MAX ? `${text.slice(0, EXAMPLE_MAX - 1)}…` : text;
};

/** What one answer showed, field by field (its findings), grouped by field and code. */
export class Findings {
  private readonly byKey = new Map<string, HubCheckFinding>();

  add(field: string, code: FindingCode, effect: FindingEffect, value?: unknown): void {
    const key = `${field}\u0000${code}`;
    const known = this.byKey.get(key);
    if (known) known.count += 1;
    else this.byKey.set(key, { field, code, effect, count: 1, example: exampleOf(value) });
  }

  list(): HubCheckFinding[] {
    return [...this.byKey.values()];
  }
}

/** What every answer of one check showed: date-time forms, words, number typings. */
export class Observations {
  readonly forms = new Map<DateTimeForm, { count: number; example: string; fields: Set<string> }>();
  readonly words = new Map<string, { known: Set<string>; unknown: Set<string> }>();
  numbers = 0;
  numericStrings = 0;
  readonly numericStringFields = new Set<string>();
  readonly numbersInTextFields = new Set<string>();

  form(form: DateTimeForm, field: string, value: string): void {
    const seen = this.forms.get(form) ?? { count: 0, example: value, fields: new Set<string>() };
    seen.count += 1;
    seen.fields.add(field);
    this.forms.set(form, seen);
  }

  word(kind: string, word: string, known: boolean): void {
    const seen = this.words.get(kind) ?? { known: new Set<string>(), unknown: new Set<string>() };
    (known ? seen.known : seen.unknown).add(word);
    this.words.set(kind, seen);
  }

  /** The report's lists: forms in the order the reader prefers them, words by kind. */
  summary(): Pick<HubCheckReport, 'date_time_forms' | 'words' | 'numbers'> {
    const sorted = (values: Set<string>) => [...values].sort();
    return {
      date_time_forms: FORMS.flatMap((form) => {
        const seen = this.forms.get(form);
        return seen
          ? [{ form, count: seen.count, example: seen.example, fields: sorted(seen.fields) }]
          : [];
      }),
      words: [...this.words.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, seen]) => ({
          kind,
          known: sorted(seen.known),
          unknown: sorted(seen.unknown),
        })),
      numbers: {
        numbers: this.numbers,
        numeric_strings: this.numericStrings,
        numeric_string_fields: sorted(this.numericStringFields),
        numbers_in_text_fields: sorted(this.numbersInTextFields),
      },
    };
  }
}

const FORMS: readonly DateTimeForm[] = ['offset', 'utc', 'local', 'date'];
