import { Stack } from '@mantine/core';
import { useSuspenseQuery, type QueryKey } from '@tanstack/react-query';
import type { HubEvent } from '@/contract/events';
import { BatchMatrix } from '@/web/components/batch-matrix';
import {
  EditorModal,
  focusSavedRow,
  ReadOnlyNotice,
  useItemEditing,
} from '@/web/components/item-actions';
import { KnownList } from '@/web/components/known-list';
import { lazyForm } from '@/web/components/lazy-form';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';
import { BatchDelete } from './batch-delete';
import { batchQueries } from '@/web/api/batches';
import type { GridRace } from './price-grid';

// The form and its price grid load after the matrix they sit under.
const BatchForm = lazyForm(() => import('./batch-form').then((m) => m.BatchForm));

interface BatchesPageProps {
  eventCode: string;
  /** The event's races, from the route (this feature does not read races itself). */
  races: GridRace[];
  racesFromHub: boolean;
  /** The event the sales windows are checked against. */
  event: HubEvent | null;
  relatedKeys?: readonly QueryKey[];
  /** The session says the hub has the extensions: batches can be changed and deleted. */
  extensions: boolean;
  /** A batch to open in the editor (its id), from the URL (the review's links). */
  edit?: string;
  onEditClosed?: () => void;
}

export function BatchesPage({
  eventCode,
  races,
  racesFromHub,
  event,
  relatedKeys,
  extensions,
  edit,
  onEditClosed,
}: BatchesPageProps) {
  const { t } = useI18n();
  const { data: list } = useSuspenseQuery(batchQueries.list(eventCode));
  const canChange = extensions && list.fromHub;
  const { editing, deleting, closeEditor, closeDelete, actions } = useItemEditing(
    canChange && edit ? list.batches.find((b) => String(b.id) === edit) : undefined,
    onEditClosed,
  );

  return (
    <Stack gap="lg">
      <TabSection title={t('batches.matrix.title')}>
        <Stack gap="md">
          {!extensions && (
            <ReadOnlyNotice title={t('batches.readOnlyTitle')}>
              {t('batches.readOnly')}
            </ReadOnlyNotice>
          )}
          <KnownList
            data={list}
            count={(data) => data.batches.length}
            knownOnly={t('batches.matrix.knownOnly')}
            empty={{ fromHub: t('batches.matrix.empty'), known: t('batches.matrix.knownEmpty') }}
          >
            {(data) => (
              <BatchMatrix
                batches={data.batches}
                races={races}
                actionsLabel={t('batches.col.actions')}
                actions={
                  canChange
                    ? (batch) =>
                        actions(batch, {
                          edit: t('batches.action.edit', { name: batch.name }),
                          duplicate: t('batches.action.duplicate', { name: batch.name }),
                          delete: t('batches.action.delete', { name: batch.name }),
                        })
                    : undefined
                }
              />
            )}
          </KnownList>
        </Stack>
      </TabSection>

      <TabSection title={t('batches.form.title')}>
        <BatchForm
          eventCode={eventCode}
          races={races}
          racesFromHub={racesFromHub}
          relatedKeys={relatedKeys}
          event={event}
        />
      </TabSection>

      <EditorModal
        title={editing ? t(`batches.form.${editing.mode}Title`, { name: editing.item.name }) : null}
        closeLabel={t('batches.close')}
        onClose={closeEditor}
      >
        {editing && (
          <BatchForm
            key={`${editing.mode}-${editing.item.id}`}
            eventCode={eventCode}
            races={races}
            racesFromHub={racesFromHub}
            relatedKeys={relatedKeys}
            event={event}
            editing={editing}
            onCancel={closeEditor}
            onSaved={(batch) => {
              closeEditor();
              focusSavedRow(batch.id);
            }}
          />
        )}
      </EditorModal>

      <BatchDelete
        eventCode={eventCode}
        batch={deleting}
        relatedKeys={relatedKeys}
        onClose={closeDelete}
      />
    </Stack>
  );
}
