/*
 * A hub's status and type words in a form (decisions.md, "Added 2026-11-27"): a select offers
 * the words the console knows, plus the hub's own word as it came, so opening a form never
 * changes it; the body sends a known word, and leaves a word of the hub's own out, so the hub
 * keeps it (the console cannot check a word it does not know, and never replaces it).
 */

/** The select's options: the known words with their labels, then `current` if it is none of them. */
export function wordOptions<W extends string>(
  known: readonly W[],
  current: string | null | undefined,
  label: (word: W) => string,
): { value: string; label: string }[] {
  const options = known.map((word) => ({ value: word as string, label: label(word) }));
  return current && !(known as readonly string[]).includes(current)
    ? [...options, { value: current, label: current }]
    : options;
}

/** The word to send: a known one, or `undefined` for the hub's own word (left as it is). */
export const sendableWord = <W extends string>(
  known: readonly W[],
  word: string | null | undefined,
): W | undefined => (word && (known as readonly string[]).includes(word) ? (word as W) : undefined);
