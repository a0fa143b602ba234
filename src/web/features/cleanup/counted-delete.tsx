import { Alert, Stack, Text } from '@mantine/core';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { DeleteResult } from '@/contract/registrations';
import { ErrorView } from '@/web/components/error-view';
import { AlertIcon, InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { Done } from './page-section';
import { TypedConfirmModal } from './typed-confirm-modal';

/** `fromHub` false: a spec-only hub without the list, so ids are typed. */
export interface Listed<T> {
  items: T[];
  fromHub: boolean;
}

export interface BulkDeleteProps {
  eventCode: string;
  /** The session says the hub has the extensions: only then is `dry_run` safe to send. */
  extensions: boolean;
  /** Other features' keys to refresh after a delete (counters, vacancy, races). */
  invalidates: readonly QueryKey[];
}

/**
 * A bulk delete in two steps: count with a dry run (only where the hub has the extensions),
 * then delete for real once the event code is typed. `input` is what the review remembers.
 */
export function useCountedDelete<T>({
  extensions,
  invalidates,
  run,
}: Omit<BulkDeleteProps, 'eventCode'> & {
  run: (input: T, dryRun: boolean) => Promise<DeleteResult>;
}) {
  const [review, setReview] = useState<{ input: T; preview: DeleteResult | null } | null>(null);
  const [deleted, setDeleted] = useState<number | null>(null);
  const preview = useMutation({
    mutationFn: (input: T) => run(input, true),
    meta: { silentError: true },
  });
  const remove = useMutation({
    mutationFn: (input: T) => run(input, false),
    meta: { silentError: true, invalidates },
    onSuccess: (result) => {
      setDeleted(result.deleted);
      setReview(null);
    },
  });

  const start = async (input: T) => {
    setDeleted(null);
    remove.reset();
    preview.reset();
    let counted: DeleteResult | null = null;
    if (extensions) {
      try {
        counted = await preview.mutateAsync(input);
      } catch {
        return;
      }
    }
    setReview({ input, preview: counted });
  };

  return {
    review,
    deleted,
    preview,
    remove,
    start,
    nothingToDelete: review?.preview?.would_delete === 0,
    close: () => {
      setReview(null);
      remove.reset();
    },
    confirm: () => {
      if (review) remove.mutate(review.input);
    },
  };
}

type CountedDelete<T> = ReturnType<typeof useCountedDelete<T>>;

/** What the section says between reviews: the count failed, nothing matched, or what went. */
export function CountedDeleteFeedback<T>({
  flow,
  nothing,
  deleted,
}: {
  flow: CountedDelete<T>;
  nothing: string;
  deleted: (count: string) => string;
}) {
  const { t, format } = useI18n();
  return (
    <>
      {flow.preview.isError && <ErrorView error={flow.preview.error} title={t('cleanup.error')} />}
      {flow.nothingToDelete && (
        <Alert color="gray" variant="light" icon={<InfoIcon />} role="status">
          {nothing}
        </Alert>
      )}
      {flow.deleted !== null && <Done>{deleted(format.number(flow.deleted))}</Done>}
    </>
  );
}

function CountPreview({
  preview,
  wouldDeleteKey,
  withProtected,
}: {
  preview: DeleteResult | null;
  wouldDeleteKey: 'cleanup.registrations.wouldDelete' | 'cleanup.results.wouldDelete';
  withProtected?: boolean;
}) {
  const { t, format } = useI18n();
  if (!preview || preview.would_delete === undefined)
    return (
      <Alert color="orange" variant="light" icon={<AlertIcon />}>
        {t('cleanup.countUnavailable')}
      </Alert>
    );
  return (
    <Stack gap={4}>
      <Text fw={600} size="lg">
        {t(wouldDeleteKey, { count: format.number(preview.would_delete) })}
      </Text>
      {withProtected && !!preview.protected_online && (
        <Text size="sm" c="dimmed">
          {t('cleanup.registrations.protected', { count: format.number(preview.protected_online) })}
        </Text>
      )}
    </Stack>
  );
}

/** The review: the dry-run count (or why there is none), then the typed event code. */
export function CountedDeleteModal<T>({
  flow,
  eventCode,
  title,
  confirmLabel,
  wouldDeleteKey,
  withProtected,
  children,
}: {
  flow: CountedDelete<T>;
  eventCode: string;
  title: string;
  confirmLabel: string;
  wouldDeleteKey: 'cleanup.registrations.wouldDelete' | 'cleanup.results.wouldDelete';
  withProtected?: boolean;
  children: ReactNode;
}) {
  return (
    <TypedConfirmModal
      opened={flow.review !== null && !flow.nothingToDelete}
      title={title}
      eventCode={eventCode}
      confirmLabel={confirmLabel}
      pending={flow.remove.isPending}
      error={flow.remove.error}
      onClose={flow.close}
      onConfirm={flow.confirm}
    >
      <CountPreview
        preview={flow.review?.preview ?? null}
        wouldDeleteKey={wouldDeleteKey}
        withProtected={withProtected}
      />
      {children}
    </TypedConfirmModal>
  );
}
