import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Result } from '@/contract/results';
import { useI18n } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { resultPages } from '@/web/api/results';
import { downloadText } from '@/web/lib/download';
import { resultsCsv, resultsFileName } from './results-csv';

interface DownloadProgress {
  loaded: number;
  total: number | null;
}

/** The whole race as a CSV, read 1000 at a time; past one page it shows how far it got. */
export function ResultsDownload({ eventCode, race }: { eventCode: string; race: string }) {
  const { t, format } = useI18n();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function download() {
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress({ loaded: 0, total: null });
    try {
      const all: Result[] = [];
      for await (const page of resultPages(eventCode, race, {}, controller.signal)) {
        all.push(...page.data);
        setProgress({ loaded: all.length, total: page.total });
      }
      downloadText(
        resultsCsv(all, t),
        resultsFileName(t('results.download.fileName'), eventCode, race),
      );
    } catch (failure) {
      if (!controller.signal.aborted)
        setError(isApiError(failure) ? failure.message : t('error.unexpected'));
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(null);
    }
  }

  const paging = progress?.total != null && progress.total > progress.loaded;
  const label =
    progress?.total != null
      ? t('results.download.progress', {
          loaded: format.number(progress.loaded),
          total: format.number(progress.total),
        })
      : '';

  return (
    <Stack gap={6} align="flex-end">
      <Group gap="sm">
        {paging && (
          <Button variant="subtle" color="gray" onClick={() => running.current?.abort()}>
            {t('results.download.cancel')}
          </Button>
        )}
        <Button variant="default" onClick={() => void download()} loading={progress !== null}>
          {t('results.download')}
        </Button>
      </Group>
      {paging && (
        <Stack gap={4} w={260}>
          <Text size="xs" c="dimmed" role="status">
            {label}
          </Text>
          <Progress
            value={(progress.loaded / Math.max(progress.total ?? 1, 1)) * 100}
            aria-label={label}
          />
        </Stack>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {t('results.download.error')}: {error}
        </Text>
      )}
    </Stack>
  );
}
