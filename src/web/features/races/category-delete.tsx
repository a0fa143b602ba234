import { categoryInUseDetailsSchema } from '@/contract/categories';
import type { Category, Race } from '@/contract/races';
import { categoryWrites, deleteCategory } from '@/web/api/categories';
import { DeleteItem } from '@/web/components/item-actions';
import { useI18n } from '@/web/i18n/i18n';

/**
 * Asks before deleting a category; one with registrations, results or the last one a prize rule
 * ranks is refused, saying by what. `onDeleted` once the hub deleted it.
 */
export function CategoryDelete({
  eventCode,
  race,
  category,
  onDeleted,
  onClose,
}: {
  eventCode: string;
  race: Race;
  category: Category | null;
  onDeleted: (category: Category) => void;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const name = category?.name ?? '';
  const inUse = (details: unknown) => {
    const read = categoryInUseDetailsSchema.safeParse(details);
    if (!read.success) return null;
    const { registrations, results, prize_rules: rules } = read.data;
    const uses = [
      registrations ? t('categories.inUse.registrations', { count: registrations }) : null,
      results ? t('categories.inUse.results', { count: results }) : null,
      rules.length
        ? t('categories.inUse.prizeRules', { count: rules.length, rules: rules.join(', ') })
        : null,
    ].filter((use): use is string => use !== null);
    if (uses.length === 0) return null;
    const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(uses);
    return t('categories.delete.inUse', { name, uses: list });
  };
  return (
    <DeleteItem
      item={category}
      remove={async (id) => {
        await deleteCategory(eventCode, race.code, id);
        if (category) onDeleted(category);
      }}
      invalidates={categoryWrites()}
      labels={{
        title: t('categories.delete.title', { name }),
        text: t('categories.delete.text', { name, race: race.name }),
        confirmLabel: t('categories.delete.confirm'),
        cancelLabel: t('categories.form.cancel'),
        closeLabel: t('categories.form.close'),
        deleted: t('categories.deleted', { name }),
      }}
      inUse={inUse}
      onClose={onClose}
    />
  );
}
