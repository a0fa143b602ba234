import { Stack } from '@mantine/core';
import { ImportHistory } from './import-history';
import { ImportWizard, ImportsTitle } from './import-wizard';
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
      <ImportWizard eventCode={eventCode} createPort={createPort} />
      <ImportHistory eventCode={eventCode} search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}
