import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { RegistrationListItem } from '@/contract/registration-list';
import { useI18n } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { downloadText } from '@/web/lib/download';
import { registrationFieldQueries } from '@/web/api/registration-fields';
import { registrationPages, type RegistrationFilters } from '@/web/api/registrations';
import { registrationsCsv, registrationsFileName } from './registrations-csv';

interface Reading {
  loaded: number;
  total: number | null;
}

/**
 * "Exportar CSV": every registration the current search and filters find (not only the page
 * shown), read 100 at a time; past one page it shows how far it got and can be cancelled.
 */
export function RegistrationsExport({
  eventCode,
  filters,
}: {
  eventCode: string;
  filters: RegistrationFilters;
}) {
  const { t, format } = useI18n();
  const [reading, setReading] = useState<Reading | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => controller.current?.abort(), []);

  async function run() {
    const mine = new AbortController();
    controller.current = mine;
    setFailure(null);
    setReading({ loaded: 0, total: null });
    const items: RegistrationListItem[] = [];
    try {
      for await (const step of registrationPages(eventCode, filters, mine.signal)) {
        items.push(...step.data);
        setReading({ loaded: items.length, total: step.total });
      }
      // The event's fields name the answers' columns; a hub without the listing has none.
      const fields = await queryClient
        .fetchQuery(registrationFieldQueries.list(eventCode))
        .catch(() => null);
      const csv = registrationsCsv(items, t, (value) => format.dateTime(value), fields ?? []);
      downloadText(csv, registrationsFileName(t('registrations.export.fileName'), eventCode));
    } catch (error) {
      if (!mine.signal.aborted)
        setFailure(isApiError(error) ? error.message : t('error.unexpected'));
    } finally {
      if (controller.current === mine) controller.current = null;
      setReading(null);
    }
  }

  const long = reading?.total != null && reading.total > reading.loaded;
  const progress = long
    ? t('registrations.export.progress', {
        loaded: format.number(reading.loaded),
        total: format.number(reading.total),
      })
    : '';
  return (
    <Stack gap={6} align="flex-end">
      <Group gap="sm">
        {long && (
          <Button variant="subtle" color="gray" onClick={() => controller.current?.abort()}>
            {t('registrations.export.cancel')}
          </Button>
        )}
        <Button variant="default" loading={reading !== null} onClick={() => void run()}>
          {t('registrations.export')}
        </Button>
      </Group>
      {long && (
        <Stack gap={4} w={240} maw="100%">
          <Text size="xs" c="dimmed" role="status">
            {progress}
          </Text>
          <Progress value={(reading.loaded / reading.total!) * 100} aria-label={progress} />
        </Stack>
      )}
      {failure && (
        <Text size="sm" c="red" role="alert">
          {t('registrations.export.error')}: {failure}
        </Text>
      )}
    </Stack>
  );
}
