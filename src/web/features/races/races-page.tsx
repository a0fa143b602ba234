import { Alert, Modal, Stack } from '@mantine/core';
import { useQuery, useSuspenseQuery, type QueryKey } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { Race } from '@/contract/races';
import { eventQueries } from '@/web/api/events';
import { batchQueries } from '@/web/api/batches';
import { InfoIcon } from '@/web/components/icons';
import { focusSavedRow, ItemActions } from '@/web/components/item-actions';
import { KnownList } from '@/web/components/known-list';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';
import { RaceDelete } from './race-delete';
import { RaceForm, type RaceEditing } from './race-form';
import { raceQueries } from '@/web/api/races';
import { RacesTable } from './races-table';

interface RacesPageProps {
  eventCode: string;
  relatedKeys?: readonly QueryKey[];
  /** The session says the hub has the extensions: races can be changed and deleted. */
  extensions: boolean;
  /** A race to open in the editor (id or code), from the URL (the review's links). */
  edit?: string;
  /** The editor closed: the URL lets go of `edit`. */
  onEditClosed?: () => void;
}

export function RacesPage({
  eventCode,
  relatedKeys,
  extensions,
  edit,
  onEditClosed,
}: RacesPageProps) {
  const { t } = useI18n();
  const { data: list } = useSuspenseQuery(raceQueries.list(eventCode));
  const { data: catalogue } = useSuspenseQuery(raceQueries.modalities());
  const { data: event } = useSuspenseQuery(eventQueries.detail(eventCode));
  const { data: batches } = useQuery(batchQueries.list(eventCode));
  const canChange = extensions && list.fromHub;
  const [editing, setEditing] = useState<RaceEditing | null>(() => {
    const race =
      canChange && edit
        ? list.races.find((r) => String(r.id) === edit || r.code === edit)
        : undefined;
    return race ? { race, mode: 'edit' } : null;
  });
  const [deleting, setDeleting] = useState<Race | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const createBounds = useMemo(() => ({ event, batches: [] }), [event]);

  const bounds = useMemo(
    () => ({
      event,
      batches:
        editing?.mode === 'edit'
          ? (batches?.batches ?? []).filter((b) => String(editing.race.id) in b.race_prices)
          : [],
    }),
    [event, batches, editing],
  );

  const closeEditor = () => {
    setEditing(null);
    if (edit) onEditClosed?.();
  };

  return (
    <Stack gap="lg">
      <TabSection title={t('races.list.title')}>
        <Stack gap="md">
          {!extensions && (
            <Alert
              variant="light"
              color="gray"
              icon={<InfoIcon />}
              title={t('races.readOnlyTitle')}
            >
              {t('races.readOnly')}
            </Alert>
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
                    ? (race) => (
                        <ItemActions
                          edit={{
                            label: t('races.action.edit', { name: race.name }),
                            onClick: () => setEditing({ race, mode: 'edit' }),
                          }}
                          duplicate={{
                            label: t('races.action.duplicate', { name: race.name }),
                            onClick: () => setEditing({ race, mode: 'duplicate' }),
                          }}
                          remove={{
                            label: t('races.action.delete', { name: race.name }),
                            onClick: () => setDeleting(race),
                          }}
                        />
                      )
                    : undefined
                }
              />
            )}
          </KnownList>
        </Stack>
      </TabSection>

      <TabSection title={t('races.form.title')}>
        <RaceForm
          eventCode={eventCode}
          catalogue={catalogue.fromHub ? catalogue.modalities : null}
          relatedKeys={relatedKeys}
          bounds={createBounds}
        />
      </TabSection>

      <Modal
        opened={editing !== null}
        onClose={closeEditor}
        title={
          editing ? t(`races.form.${editing.mode}Title`, { name: editing.race.name }) : undefined
        }
        size="80rem"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('races.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {editing && (
          <RaceForm
            key={`${editing.mode}-${editing.race.id}`}
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
      </Modal>

      <RaceDelete
        eventCode={eventCode}
        race={deleting}
        relatedKeys={relatedKeys}
        onClose={() => setDeleting(null)}
        onDeleted={() => setDeleting(null)}
      />
    </Stack>
  );
}
