import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Category, Race } from '@/contract/races';
import { PlusIcon } from '@/web/components/icons';
import { EditorModal, focusSavedRow, ItemActions } from '@/web/components/item-actions';
import { lazyDialog } from '@/web/components/lazy-dialog';
import { RaceSelect } from '@/web/components/race-select';
import { TabSection } from '@/web/components/tab-section';
import { categories } from '@/web/i18n/features/categories';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import type { AgeGroupsDialogProps } from './age-groups-dialog';
import { CategoryDelete } from './category-delete';
import { categoryRowId, CategoryTable, sortedCategories } from './category-table';

addMessages([categories]);

/* The category's form and the generator are only ever shown in their dialogs: each loads when
   it first opens. */
const CategoryForm = lazy(() =>
  import('./category-form').then((m) => ({ default: m.CategoryForm })),
);
const AgeGroupsDialog = lazyDialog<AgeGroupsDialogProps>(
  () => import('./age-groups-dialog').then((m) => m.AgeGroupsDialog),
  (props) => props.opened,
);

interface CategoriesSectionProps {
  eventCode: string;
  races: Race[];
  /** The race shown (its code, from the URL); the first one when absent or unknown. */
  selected?: string;
  onSelect: (race: string) => void;
  /** The hub has the extensions: categories can be created, changed and deleted. */
  canChange: boolean;
}

/** A race's categories as a table, with their editor and the age-group generator. */
export function CategoriesSection({
  eventCode,
  races,
  selected,
  onSelect,
  canChange,
}: CategoriesSectionProps) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<{ category?: Category } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [generating, setGenerating] = useState(false);
  const race = races.find((r) => r.code === selected) ?? races[0];
  if (!race) return null;

  const closeEditor = () => setEditing(null);
  /** The keyboard goes on from the row after the deleted one (or the one before). */
  const focusAfterDelete = (gone: Category) => {
    const rows = sortedCategories(race);
    const at = rows.findIndex((c) => c.id === gone.id);
    const next = rows[at + 1] ?? rows[at - 1];
    if (next) focusSavedRow(categoryRowId(next.id));
  };
  const title = editing
    ? editing.category
      ? t('categories.form.editTitle', { name: editing.category.name })
      : t('categories.form.newTitle', { race: race.name })
    : null;

  return (
    <>
      <TabSection
        title={t('categories.title')}
        actions={
          canChange && (
            <Group gap="sm">
              <Button variant="light" onClick={() => setGenerating(true)}>
                {t('categories.generate')}
              </Button>
              <Button leftSection={<PlusIcon />} onClick={() => setEditing({})}>
                {t('categories.new')}
              </Button>
            </Group>
          )
        }
      >
        <Stack gap="md">
          {races.length > 1 && (
            <RaceSelect
              label={t('categories.race')}
              races={races}
              selected={race.code}
              onPick={onSelect}
            />
          )}
          <CategoryTable
            race={race}
            actions={
              canChange
                ? (category) => (
                    <ItemActions
                      edit={{
                        label: t('categories.action.edit', { name: category.name }),
                        onClick: () => setEditing({ category }),
                      }}
                      remove={{
                        label: t('categories.action.delete', { name: category.name }),
                        onClick: () => setDeleting(category),
                      }}
                    />
                  )
                : undefined
            }
          />
        </Stack>
      </TabSection>

      <EditorModal title={title} closeLabel={t('categories.form.close')} onClose={closeEditor}>
        {editing && (
          <Suspense fallback={<Skeleton height={320} />}>
            <CategoryForm
              key={editing.category?.id ?? 'new'}
              eventCode={eventCode}
              race={race}
              category={editing.category}
              onCancel={closeEditor}
              onSaved={(saved) => {
                closeEditor();
                focusSavedRow(categoryRowId(saved.id));
              }}
            />
          </Suspense>
        )}
      </EditorModal>

      <AgeGroupsDialog
        opened={generating}
        eventCode={eventCode}
        race={race}
        onClose={() => setGenerating(false)}
      />

      <CategoryDelete
        eventCode={eventCode}
        race={race}
        category={deleting}
        onDeleted={focusAfterDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
