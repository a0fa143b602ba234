import { Alert, Modal, Text } from '@mantine/core';
import type { HubEvent } from '@/contract/events';
import { useI18n } from '@/web/i18n/i18n';
import { EventForm } from './event-form';

export interface EventDialogProps {
  opened: boolean;
  /** Absent: "Novo evento"; present: its settings. */
  event?: HubEvent;
  /** False on a hub without the extension writes: it says so instead of a form it would refuse. */
  extensions: boolean;
  onClose: () => void;
  onSaved: (event: HubEvent) => void;
}

/**
 * "Novo evento" over the events list and "Editar evento" over its overview, loaded the first
 * time it opens (`lazyDialog`): the whole form, every field the hub lets a write set.
 */
export function EventDialogImpl({ opened, event, extensions, onClose, onSaved }: EventDialogProps) {
  const { t } = useI18n();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(event ? 'eventSettings.editTitle' : 'eventSettings.newTitle')}
      size="64rem"
    >
      <Text size="sm" c="dimmed" mb="md">
        {t(event ? 'eventSettings.editSubtitle' : 'eventSettings.newSubtitle')}
      </Text>
      {!extensions ? (
        <Alert color="yellow" variant="light">
          {t('eventSettings.unavailable')}
        </Alert>
      ) : (
        // A new form each time it opens: nothing typed and left before lingers.
        opened && <EventForm event={event} onSaved={onSaved} onCancel={onClose} />
      )}
    </Modal>
  );
}
