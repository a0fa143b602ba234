import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useI18n } from '@/web/i18n/i18n';
import { hubErrorText } from '@/web/lib/hub-error';

/**
 * "Editar evento", "Exportar configuração" and "Copiar de outro evento" on the event's overview. The export's
 * code loads on the first click; a hub that cannot list what an event has (spec-only) cannot
 * export, nor edit an event, so only the copy (from a file) is offered there.
 */
export function ConfigActions({
  eventCode,
  extensions,
  onEdit,
}: {
  eventCode: string;
  extensions: boolean;
  /** "Editar evento": the route opens the settings dialog. */
  onEdit?: () => void;
}) {
  const { t } = useI18n();
  const [exporting, setExporting] = useState(false);
  const exportConfig = async () => {
    setExporting(true);
    try {
      const { downloadEventConfig } = await import('./export-config');
      await downloadEventConfig(eventCode);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('overview.exportConfig.failed'),
        message: hubErrorText(error),
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      {extensions && onEdit && (
        <Button variant="default" onClick={onEdit}>
          {t('overview.editEvent')}
        </Button>
      )}
      {extensions && (
        <Button variant="default" loading={exporting} onClick={() => void exportConfig()}>
          {t('overview.exportConfig')}
        </Button>
      )}
      <Button
        variant="default"
        renderRoot={(props) => (
          <Link to="/events/$eventCode/copy" params={{ eventCode }} {...props} />
        )}
      >
        {t('overview.copyConfig')}
      </Button>
    </>
  );
}
