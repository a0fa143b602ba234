import { Stack, Text, Title } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import { ImportHistory } from './import-history';
import { ImportWizard } from './import-wizard';
import { LazyTemplateList } from './lazy-steps';
import type { ImportsSearch } from './imports-search';
import type { PipelinePort } from './pipeline-client';

interface ImportsPageProps {
  eventCode: string;
  search: ImportsSearch;
  onSearchChange: (next: Partial<ImportsSearch>) => void;
  createPort?: () => PipelinePort;
}

export function ImportsPage({ eventCode, search, onSearchChange, createPort }: ImportsPageProps) {
  return (
    <Stack gap="lg">
      <ImportsTitle />
      <ImportWizard
        eventCode={eventCode}
        createPort={createPort}
        onImported={(kind) => kind !== search.history && onSearchChange({ history: kind, page: 1 })}
      />
      <ImportHistory eventCode={eventCode} search={search} onSearchChange={onSearchChange} />
      <LazyTemplateList />
    </Stack>
  );
}

function ImportsTitle() {
  const { t } = useI18n();
  return (
    <div>
      <Title order={2} size="h3">
        {t('imports.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('imports.subtitle')}
      </Text>
    </div>
  );
}
