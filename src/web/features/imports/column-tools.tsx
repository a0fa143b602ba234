import { ActionIcon, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { Icon, type IconProps } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import type { ColumnReplacement, ColumnTool, ValueChange } from '@/spreadsheet/column-tools';
import type { PipelineClient } from './pipeline-client';

/** Applies a replacement to the worker's table and answers how many cells changed. */
export type ApplyReplacement = (replacement: ColumnReplacement) => Promise<number>;

/* The forms load when a tool first opens: the review itself does not carry them. */
const ToolPanel = lazy(() =>
  import('./column-tool-forms').then((module) => ({ default: module.ToolPanel })),
);

const ToolsIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);

/** The button in a column's header that opens its tools. */
export function ColumnToolButton({ header, onOpen }: { header: string; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="xs"
      aria-label={t('importTools.open', { column: header })}
      onClick={onOpen}
    >
      <ToolsIcon />
    </ActionIcon>
  );
}

/** A column's tools, in a modal; a toast says what changed once one is applied. */
export function ColumnToolModal({
  client,
  tool,
  onApply,
  onClose,
}: {
  client: PipelineClient;
  tool: ColumnTool | null;
  onApply: ApplyReplacement;
  onClose: () => void;
}) {
  const { t } = useI18n();
  async function apply(changes: ValueChange[]) {
    if (!tool) return;
    const changed = await onApply({ columnIndex: tool.columnIndex, changes });
    onClose();
    notifications.show({
      color: 'teal',
      title: t('importTools.doneTitle', { column: tool.header }),
      message: t('importTools.done', { n: changed }),
    });
  }
  const loading = (
    <Text size="sm" c="dimmed" role="status">
      {t('importTools.loading')}
    </Text>
  );
  return (
    <Modal
      opened={tool !== null}
      onClose={onClose}
      title={tool ? t('importTools.open', { column: tool.header }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('importTools.close') }}
    >
      {tool && (
        <Suspense fallback={loading}>
          <ToolPanel
            key={tool.columnIndex}
            client={client}
            tool={tool}
            loading={loading}
            onApply={apply}
            onCancel={onClose}
          />
        </Suspense>
      )}
    </Modal>
  );
}
