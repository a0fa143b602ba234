import {
  Badge,
  Button,
  EmptyState,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PrizeRule, RaceModality } from '@/contract/races';
import { deletePrizeRule, prizeRuleQueries } from '@/web/api/prize-rules';
import { ErrorView } from '@/web/components/error-view';
import { InfoIcon, PlusIcon } from '@/web/components/icons';
import {
  DeleteItem,
  EditorModal,
  focusSavedRow,
  useItemEditing,
} from '@/web/components/item-actions';
import { ListPagination } from '@/web/components/list-pagination';
import { StatusBadge } from '@/web/components/status-badge';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';
import { prizeRuleView } from './prize-format';
import type { PrizesSearch } from './prizes-search';

/* The rule's form (react-hook-form, number inputs, the modality picker) is only ever shown in its
   dialog: it loads when that first opens, not with the tab. */
const PrizeRuleForm = lazy(() =>
  import('./prize-rule-form').then((m) => ({ default: m.PrizeRuleForm })),
);

interface PrizeRulesSectionProps {
  eventCode: string;
  race: string;
  raceName: string;
  modalities: RaceModality[];
  search: PrizesSearch;
  onSearchChange: (next: Partial<PrizesSearch>) => void;
  canChange: boolean;
}

/** The rules of one race, with their editor and delete question where the hub has them. */
export function PrizeRulesSection(props: PrizeRulesSectionProps) {
  const { t } = useI18n();
  const { eventCode, race, raceName, canChange } = props;
  const { editing, deleting, closeEditor, closeDelete, actions } =
    useItemEditing<PrizeRule>(undefined);
  const [creating, setCreating] = useState(false);
  const rule = editing?.item;
  const close = () => {
    setCreating(false);
    closeEditor();
  };
  const formTitle = creating
    ? t('prizes.form.newTitle', { race: raceName })
    : rule
      ? t(editing.mode === 'edit' ? 'prizes.form.editTitle' : 'prizes.form.newTitle', {
          seq: rule.seq,
          race: raceName,
        })
      : null;
  return (
    <>
      <PrizeRulesTable
        {...props}
        actions={
          canChange
            ? (item) =>
                actions(item, {
                  edit: t('prizes.action.edit', { seq: item.seq }),
                  duplicate: t('prizes.action.duplicate', { seq: item.seq }),
                  delete: t('prizes.action.delete', { seq: item.seq }),
                })
            : undefined
        }
        create={
          canChange ? (
            <Button leftSection={<PlusIcon />} onClick={() => setCreating(true)}>
              {t('prizes.form.new')}
            </Button>
          ) : undefined
        }
      />
      <EditorModal title={formTitle} closeLabel={t('prizes.form.close')} onClose={close}>
        {formTitle && (
          <Suspense fallback={<Skeleton height={320} />}>
            <PrizeRuleForm
              eventCode={eventCode}
              race={race}
              raceName={raceName}
              modalities={props.modalities}
              rule={editing?.mode === 'edit' ? rule : undefined}
              copyOf={editing?.mode === 'duplicate' ? rule : undefined}
              onCancel={close}
              onSaved={(saved) => {
                close();
                focusSavedRow(saved.id);
              }}
            />
          </Suspense>
        )}
      </EditorModal>
      <DeleteItem
        item={deleting}
        remove={(id) => deletePrizeRule(eventCode, race, id)}
        invalidates={[prizeRuleQueries.all()]}
        labels={{
          title: t('prizes.delete.title', { seq: deleting?.seq ?? '' }),
          text: t('prizes.delete.text', { seq: deleting?.seq ?? '', race: raceName }),
          confirmLabel: t('prizes.delete.confirm'),
          cancelLabel: t('prizes.form.cancel'),
          closeLabel: t('prizes.form.close'),
          deleted: t('prizes.deleted', { seq: deleting?.seq ?? '' }),
        }}
        inUse={() => null}
        onClose={closeDelete}
      />
    </>
  );
}

function PrizeRulesTable({
  eventCode,
  race,
  raceName,
  search,
  onSearchChange,
  actions,
  create,
}: PrizeRulesSectionProps & {
  actions?: (rule: PrizeRule) => ReactNode;
  create?: ReactNode;
}) {
  const { t, format } = useI18n();
  const title = t('prizes.rules.title');
  const query = useQuery(
    prizeRuleQueries.page(eventCode, race, { page: search.page, per_page: search.per_page }),
  );
  if (query.isPending)
    return (
      <TabSection title={title}>
        <Skeleton height={180} />
      </TabSection>
    );
  if (query.isError)
    return (
      <TabSection title={title}>
        <ErrorView
          error={query.error}
          title={t('prizes.error.rules')}
          onRetry={() => void query.refetch()}
        />
      </TabSection>
    );
  const { data: rules, meta } = query.data;
  return (
    <TabSection title={title} actions={create}>
      {meta.total === 0 ? (
        <EmptyState
          icon={<InfoIcon size={26} />}
          variant="light"
          title={t('prizes.rules.emptyTitle')}
          description={t('prizes.rules.empty', { race: raceName })}
        />
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" striped highlightOnHover aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="right">{t('prizes.col.seq')}</Table.Th>
                  <Table.Th>{t('prizes.col.ranking')}</Table.Th>
                  <Table.Th>{t('prizes.col.cut')}</Table.Th>
                  <Table.Th>{t('prizes.col.gender')}</Table.Th>
                  <Table.Th>{t('prizes.col.pwd')}</Table.Th>
                  <Table.Th>{t('prizes.col.award')}</Table.Th>
                  <Table.Th>{t('prizes.col.team')}</Table.Th>
                  <Table.Th>{t('prizes.col.modality')}</Table.Th>
                  <Table.Th>{t('prizes.col.status')}</Table.Th>
                  {actions && (
                    <Table.Th>
                      <VisuallyHidden>{t('prizes.col.actions')}</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rules.map((rule) => {
                  const view = prizeRuleView(rule, t);
                  return (
                    <Table.Tr key={rule.id} data-item-id={rule.id}>
                      <Table.Td ta="right" fw={600}>
                        {format.number(view.seq)}
                      </Table.Td>
                      <Table.Td fw={500}>{view.ranking}</Table.Td>
                      <Table.Td>{view.cut}</Table.Td>
                      <Table.Td>{view.gender}</Table.Td>
                      <Table.Td>{view.pwd}</Table.Td>
                      <Table.Td>
                        <Stack gap={2} align="flex-start">
                          {view.award.color ? (
                            <Badge color={view.award.color} variant="light">
                              {view.award.label}
                            </Badge>
                          ) : (
                            <Text size="sm">{view.award.label}</Text>
                          )}
                          {view.alsoAwarded && (
                            <Text size="xs" c="dimmed">
                              {view.alsoAwarded}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={view.team ? undefined : 'dimmed'}>
                          {view.team ?? t('value.none')}
                        </Text>
                      </Table.Td>
                      <Table.Td>{view.modality}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={rule.status} />
                      </Table.Td>
                      {actions && <Table.Td>{actions(rule)}</Table.Td>}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination
            meta={meta}
            onPageChange={(page) => onSearchChange({ page })}
            onPerPageChange={(per_page) => onSearchChange({ per_page, page: 1 })}
          />
        </Stack>
      )}
    </TabSection>
  );
}
