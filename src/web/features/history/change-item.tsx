import { Anchor, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChangeEntry } from '@/contract/history';
import { isFinalImportWord } from '@/contract/imports';
import {
  asDiscountsVersion,
  asRetentionVersion,
  isReplacedKind,
  type DiscountsVersion,
  type RetentionVersion,
} from '@/contract/versions';
import { importQueries } from '@/web/api/imports';
import { VersionDiff, type VersionPair } from '@/web/components/version-diff';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/keys';
import { describeChange, sentenceText } from './describe-change';

export type Restore =
  | { kind: 'retention'; version: RetentionVersion }
  | { kind: 'legal-discounts'; version: DiscountsVersion };

const OUTCOME_COLOR = { ok: 'teal', refused: 'orange', failed: 'red' } as const;

/** The versions an entry holds, when it is a replacement the history can show and restore. */
function pairOf(entry: ChangeEntry): VersionPair | null {
  if (!isReplacedKind(entry.kind) || entry.outcome !== 'ok') return null;
  if (entry.kind === 'retention') {
    const after = asRetentionVersion(entry.after);
    return after ? { kind: 'retention', before: asRetentionVersion(entry.before), after } : null;
  }
  const after = asDiscountsVersion(entry.after);
  return after
    ? { kind: 'legal-discounts', before: asDiscountsVersion(entry.before), after }
    : null;
}

/** One write of the history: what, who, when, how it ended; its versions or what it sent. */
export function ChangeItem({
  entry,
  onRestore,
}: {
  entry: ChangeEntry;
  onRestore: (restore: Restore) => void;
}) {
  const { t, format } = useI18n();
  const [open, setOpen] = useState(false);
  const pair = pairOf(entry);
  const importKind = entry.kind === 'results' ? 'results' : 'registrations';
  const imported = useQuery({
    ...importQueries.detail(entry.event_code ?? '', importKind, entry.import_id ?? 0),
    enabled: entry.import_id !== null && entry.event_code !== null && entry.method === 'POST',
  });
  const processed = imported.data && isFinalImportWord(imported.data.status) ? imported.data : null;
  const sentence = describeChange(entry, { t, format }, processed?.summary.errors ?? null);
  const who = entry.actor ?? t('history.key', { fingerprint: entry.key_fingerprint });
  const restore = (version: VersionPair['after']) =>
    pair && version && onRestore({ kind: pair.kind, version } as Restore);
  return (
    <Paper withBorder p="md" component="li" aria-label={sentenceText(sentence)}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {sentence.map((part, i) =>
              typeof part === 'string' ? part : <strong key={i}>{part.name}</strong>,
            )}
          </Text>
          <Badge
            variant="light"
            color={OUTCOME_COLOR[entry.outcome]}
            size="sm"
            style={{ flexShrink: 0 }}
          >
            {t(`history.outcome.${entry.outcome}`, { status: entry.status })}
          </Badge>
        </Group>
        <Text size="sm">
          {who}{' '}
          <Text span c="dimmed" size="sm">
            {t(`history.via.${entry.via}`)} ·{' '}
            <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
          </Text>
        </Text>
        <Text component="details" size="sm" c="dimmed">
          <summary style={{ cursor: 'pointer', width: 'fit-content' }}>
            {t('history.details')}
          </summary>
          <Stack gap={4} mt={4}>
            <Code style={{ overflowWrap: 'anywhere' }}>{`${entry.method} ${entry.path}`}</Code>
            <span>
              {t(`history.kind.${entry.kind}` as MessageKey)} ·{' '}
              {t('history.key', { fingerprint: entry.key_fingerprint })}
            </span>
            {entry.summary !== null && (
              <>
                <span>{t('history.sent')}</span>
                <Code block>{JSON.stringify(entry.summary, null, 2)}</Code>
              </>
            )}
          </Stack>
        </Text>
        {entry.import_id !== null && entry.event_code && (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link
                to="/events/$eventCode/imports"
                params={{ eventCode: entry.event_code! }}
                search={{
                  history: entry.kind === 'results' ? 'results' : 'registrations',
                  page: 1,
                }}
                {...props}
              />
            )}
          >
            {t('history.import', { id: entry.import_id })}
          </Anchor>
        )}
        {pair && (
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
            >
              {t(open ? 'history.hideDiff' : 'history.showDiff')}
            </Button>
            <Button variant="light" size="compact-sm" onClick={() => restore(pair.after)}>
              {t('history.restoreAfter')}
            </Button>
            {pair.before && (
              <Button
                variant="light"
                size="compact-sm"
                color="orange"
                onClick={() => restore(pair.before)}
              >
                {t('history.restoreBefore')}
              </Button>
            )}
          </Group>
        )}
        {pair && !pair.before && pair.kind === 'retention' && (
          <Text size="xs" c="dimmed">
            {t('history.noBefore')}
          </Text>
        )}
        {open && pair && <VersionDiff pair={pair} beforeLabel={t('diff.col.before')} />}
      </Stack>
    </Paper>
  );
}
