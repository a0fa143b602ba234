import type { FieldOption, RegistrationField } from '@/contract/registration-fields';
import { slugifyKey, splitRule, type RuleParts } from '@/contract/registration-fields';
import type { RegistrationFieldBody } from '@/web/api/registration-fields';

/** What the editor submits: the create body, options only for selects. */
export type FieldDraft = RegistrationFieldBody;

export const hasOptions = (type: string) => type === 'select' || type === 'multiselect';

/* ---------- option values ---------- */

/** A value not yet taken: `m`, `m_2`, `m_3`... */
export function uniqueValue(base: string, taken: readonly string[]): string {
  const root = base || 'opcao';
  if (!taken.includes(root)) return root;
  for (let n = 2; ; n++) if (!taken.includes(`${root}_${n}`)) return `${root}_${n}`;
}

/**
 * The value after the label changed: it follows the label while it is still the one generated
 * from it (or empty); a value the person typed is kept.
 */
export function followLabel(
  option: FieldOption,
  nextLabel: string,
  otherValues: readonly string[],
): string {
  const generated =
    option.value === '' || option.value === uniqueValue(slugifyKey(option.label), otherValues);
  return generated ? uniqueValue(slugifyKey(nextLabel), otherValues) : option.value;
}

/* ---------- PATCH diff ---------- */

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Only what changed against the server's field, so a PATCH never rewrites the rest. */
export function fieldPatch(server: RegistrationField, next: FieldDraft): Partial<FieldDraft> {
  const patch: Partial<FieldDraft> = {};
  if (next.label !== server.label) patch.label = next.label;
  if (next.key !== server.key) patch.key = next.key;
  if (next.type !== server.type) patch.type = next.type;
  const nextOptions = hasOptions(next.type) ? (next.options ?? []) : [];
  if (!sameList(nextOptions, server.options ?? [])) patch.options = nextOptions;
  const nextRules = next.validation_rules ?? [];
  if (!sameList(nextRules, server.validation_rules ?? [])) patch.validation_rules = nextRules;
  if ((next.help_text ?? '') !== (server.help_text ?? '')) patch.help_text = next.help_text ?? '';
  if (next.is_required !== undefined && next.is_required !== server.is_required)
    patch.is_required = next.is_required;
  if (
    next.show_only_with_kit !== undefined &&
    next.show_only_with_kit !== server.show_only_with_kit
  )
    patch.show_only_with_kit = next.show_only_with_kit;
  if (next.is_active !== undefined && next.is_active !== server.is_active)
    patch.is_active = next.is_active;
  return patch;
}

/* ---------- reordering ---------- */

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item);
  return out;
}

/**
 * New `sort_order` of each field whose value must change to hold the new order. The fields keep
 * the values they already had (ascending), so moving one field rewrites the fewest of them.
 */
export function sortOrderChanges(
  ordered: readonly { id: number; sort_order: number }[],
): { id: number; sort_order: number }[] {
  const values = ordered.map((f) => f.sort_order).sort((a, b) => a - b);
  for (let i = 1; i < values.length; i++)
    if (values[i] <= values[i - 1]) values[i] = values[i - 1] + 1;
  return ordered
    .map((field, i) => ({ id: field.id, sort_order: values[i] }))
    .filter((change, i) => change.sort_order !== ordered[i].sort_order);
}

/* ---------- validation rules ---------- */

export const joinRule = ({ name, param }: RuleParts, takesParam: boolean) =>
  takesParam ? `${name}:${param}` : name;

/* ---------- a key in use ---------- */

/** The other fields whose rules or help text name the key (as a word, not inside another). */
export function fieldsNaming(
  key: string,
  fields: readonly RegistrationField[],
  exceptId: number,
): RegistrationField[] {
  if (!key) return [];
  const word = new RegExp(`(^|[^a-z0-9_])${key}($|[^a-z0-9_])`);
  return fields.filter(
    (f) =>
      f.id !== exceptId &&
      [...(f.validation_rules ?? []).map((rule) => splitRule(rule).param), f.help_text ?? ''].some(
        (text) => word.test(text),
      ),
  );
}
