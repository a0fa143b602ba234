import { Skeleton, Stack } from '@mantine/core';
import { useQuery, useSuspenseQuery, type QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { eventQueries } from '@/web/api/events';
import { batchQueries } from '@/web/api/batches';
import {
  EditorModal,
  focusSavedRow,
  ReadOnlyNotice,
  useItemEditing,
} from '@/web/components/item-actions';
import { lazyForm } from '@/web/components/lazy-form';
import { KnownList } from '@/web/components/known-list';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';
import { RaceDelete } from './race-delete';
import { raceQueries } from '@/web/api/races';
import { RacesTable } from './races-table';
import type * as CategoriesModule from './categories-section';

// The form (its inputs, selects and the form library) loads after the list it sits under.
const RaceForm = lazyForm(() => import('./race-form').then((m) => m.RaceForm));
// The category editor (its table, labels and dialogs) is a chunk of its own, which the route
// asks for with the data (`preloadCategories`), so it does not arrive, and push the race form
// down, while someone is filling that in.
let categoriesChunk: Promise<typeof CategoriesModule> | undefined;
export const preloadCategories = () => (categoriesChunk ??= import('./categories-section'));
const CategoriesSection = lazy(() =>
  preloadCategories().then((m) => ({ default: m.CategoriesSection })),
);

interface RacesPageProps {
  eventCode: string;
  relatedKeys?: readonly QueryKey[];
  /** The session says the hub has the extensions: races can be changed and deleted. */
  extensions: boolean;
  /** A race to open in the editor (id or code), from the URL (the review's links). */
  edit?: string;
  /** The editor closed: the URL lets go of `edit`. */
  onEditClosed?: () => void;
  /** The race whose categories are shown (its code, from the URL). */
  categoriesOf?: string;
  onCategoriesOfChange?: (race: string) => void;
}

export function RacesPage({
  eventCode,
  relatedKeys,
  extensions,
  edit,
  onEditClosed,
  categoriesOf,
  onCategoriesOfChange,
}: RacesPageProps) {
  const { t } = useI18n();
  const { data: list } = useSuspenseQuery(raceQueries.list(eventCode));
  const { data: catalogue } = useSuspenseQuery(raceQueries.modalities());
  const { data: event } = useSuspenseQuery(eventQueries.detail(eventCode));
  const { data: batches } = useQuery(batchQueries.list(eventCode));
  const canChange = extensions && list.fromHub;
  const { editing, deleting, closeEditor, closeDelete, actions } = useItemEditing(
    canChange && edit
      ? list.races.find((r) => String(r.id) === edit || r.code === edit)
      : undefined,
    onEditClosed,
  );
  const createBounds = useMemo(() => ({ event, batches: [] }), [event]);

  const bounds = useMemo(
    () => ({
      event,
      batches:
        editing?.mode === 'edit'
          ? (batches?.batches ?? []).filter((b) => String(editing.item.id) in b.race_prices)
          : [],
    }),
    [event, batches, editing],
  );

  return (
    <Stack gap="lg">
      <TabSection title={t('races.list.title')}>
        <Stack gap="md">
          {!extensions && (
            <ReadOnlyNotice title={t('races.readOnlyTitle')}>{t('races.readOnly')}</ReadOnlyNotice>
          )}
          <KnownList
            data={list}
            count={(data) => data.races.length}
            knownOnly={t('races.list.knownOnly')}
            empty={{ fromHub: t('races.list.empty'), known: t('races.list.knownEmpty') }}
          >
            {(data) => (
              <RacesTable
                races={data.races}
                actions={
                  canChange
                    ? (race) =>
                        actions(race, {
                          edit: t('races.action.edit', { name: race.name }),
                          duplicate: t('races.action.duplicate', { name: race.name }),
                          delete: t('races.action.delete', { name: race.name }),
                        })
                    : undefined
                }
              />
            )}
          </KnownList>
        </Stack>
      </TabSection>

      {list.fromHub && list.races.length > 0 && (
        <Suspense fallback={<Skeleton height={240} radius="md" />}>
          <CategoriesSection
            eventCode={eventCode}
            races={list.races}
            selected={categoriesOf}
            onSelect={(race) => onCategoriesOfChange?.(race)}
            canChange={canChange}
          />
        </Suspense>
      )}

      <TabSection title={t('races.form.title')}>
        <RaceForm
          eventCode={eventCode}
          catalogue={catalogue.fromHub ? catalogue.modalities : null}
          relatedKeys={relatedKeys}
          bounds={createBounds}
        />
      </TabSection>

      <EditorModal
        title={editing ? t(`races.form.${editing.mode}Title`, { name: editing.item.name }) : null}
        closeLabel={t('races.close')}
        onClose={closeEditor}
      >
        {editing && (
          <RaceForm
            key={`${editing.mode}-${editing.item.id}`}
            eventCode={eventCode}
            catalogue={catalogue.fromHub ? catalogue.modalities : null}
            relatedKeys={relatedKeys}
            bounds={bounds}
            editing={editing}
            onCancel={closeEditor}
            onSaved={(race) => {
              closeEditor();
              focusSavedRow(race.id);
            }}
          />
        )}
      </EditorModal>

      <RaceDelete
        eventCode={eventCode}
        race={deleting}
        relatedKeys={relatedKeys}
        onClose={closeDelete}
      />
    </Stack>
  );
}
