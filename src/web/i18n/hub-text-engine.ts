import type { Language } from './languages';

/* How a message of the hub or the contract (Portuguese) is put in another language through a
   table of templates: English only, so it travels with the English chunk (en/index.ts), and with
   the imports worker, which writes a report in the reader's language. */

interface Compiled {
  pattern: RegExp;
  names: string[];
  english: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
let compiledFor: Record<string, string> | null = null;
let compiled: Compiled[] = [];

/** The table's templates as anchored patterns, the most specific (most literal text) first. */
function patterns(table: Record<string, string>): Compiled[] {
  if (compiledFor === table) return compiled;
  const hasPlaceholder = /\{\w+\}/;
  compiled = Object.entries(table)
    .filter(([template]) => hasPlaceholder.test(template))
    .map(([template, english]) => {
      const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
      const literal = template.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
      const source = literal.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      return {
        pattern: new RegExp(`^${source.join('(.+?)')}$`, 's'),
        names,
        english,
        weight: literal.join('').length,
      };
    })
    .sort((a, b) => b.weight - a.weight);
  compiledFor = table;
  return compiled;
}

const PT_NUMBER = /^-?\d{1,3}(\.\d{3})+(,\d+)?$|^-?\d+,\d+$/;
const COUNTED = /^(\S+) (.+)$/;

function localizeNumber(value: string, language: Language): string {
  return PT_NUMBER.test(value)
    ? new Intl.NumberFormat(language).format(Number(value.replaceAll('.', '').replace(',', '.')))
    : value;
}

/**
 * A value the hub filled in: a word the table knows, a number written the Brazilian way, a count
 * ("12 inscrições"), or a list of those joined by "e".
 */
function localizeValue(value: string, table: Record<string, string>, language: Language): string {
  if (Object.hasOwn(table, value)) return table[value];
  const parts = value.split(/ e |, /);
  if (parts.length > 1) {
    const and = Object.hasOwn(table, 'e') ? table.e : 'e';
    const each = parts.map((part) => localizeValue(part, table, language));
    return `${each.slice(0, -1).join(', ')} ${and} ${each.at(-1)}`;
  }
  const counted = COUNTED.exec(value);
  if (counted && /^[\d.,]+$/.test(counted[1]) && Object.hasOwn(table, counted[2]))
    return `${localizeNumber(counted[1], language)} ${table[counted[2]]}`;
  return localizeNumber(value, language);
}

/**
 * `text` through `table`: an exact entry, or a template whose filled values are carried over
 * (numbers written the reader's way, the words and counts the hub fills in translated too).
 * Unknown text stays as the hub wrote it.
 */
export function translateHubText(
  text: string,
  table: Record<string, string>,
  language: Language,
): string {
  const trimmed = text.trim();
  if (Object.hasOwn(table, trimmed)) return table[trimmed];
  for (const { pattern, names, english } of patterns(table)) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => [name, localizeValue(match[i + 1], table, language)]),
    );
    return english.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return text;
}
