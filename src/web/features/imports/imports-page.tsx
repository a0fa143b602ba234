import { Stack, Text, Title } from '@mantine/core';
import { importTools } from '@/web/i18n/features/import-tools';
import { imports } from '@/web/i18n/features/imports';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { ImportHistory } from './import-history';
import { ImportWizard } from './import-wizard';
import { LazyTemplateList } from './lazy-steps';
import type { ImportsSearch } from './imports-search';
import type { PipelinePort } from './pipeline-client';

// The imports' labels travel with the tab: no other page shows them.
addMessages([imports, importTools]);

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
