import { Alert, Button, EmptyState, Paper, Stack } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { InfoIcon, UsersIcon } from '@/web/components/icons';
import { PageHeader } from '@/web/components/page-header';
import { registrations } from '@/web/i18n/features/registrations';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { isNotFound } from '@/web/lib/api-client';
import { raceQueries } from '@/web/api/races';
import { registrationQueries } from '@/web/api/registrations';
import { RegistrationsExport } from './registrations-export';
import { RegistrationsFilters } from './registrations-filters';
import {
  filtersOf,
  isFiltered,
  pageParamsOf,
  type RegistrationsSearch,
} from './registrations-search';
import { RegistrationsTable } from './registrations-table';

// The tab's labels come with its code, not with every event tab.
addMessages([registrations]);

interface RegistrationsPageProps {
  eventCode: string;
  search: RegistrationsSearch;
  onSearchChange: (next: Partial<RegistrationsSearch>) => void;
  /** The session says the hub has the extensions; a spec-only hub lists no registrations. */
  extensions: boolean;
}

function Header({ actions }: { actions?: ReactNode }) {
  const { t } = useI18n();
  return (
    <PageHeader
      title={t('registrations.title')}
      subtitle={t('registrations.subtitle')}
      actions={actions}
    />
  );
}

function Unavailable() {
  const { t } = useI18n();
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<InfoIcon />}
      title={t('registrations.unavailableTitle')}
    >
      {t('registrations.unavailableText')}
    </Alert>
  );
}

function NoRegistrations({ eventCode }: { eventCode: string }) {
  const { t } = useI18n();
  return (
    <Paper withBorder>
      <EmptyState
        py="xl"
        icon={<UsersIcon size={26} />}
        variant="light"
        title={t('registrations.empty.title')}
        description={t('registrations.empty.description')}
      >
        <EmptyState.Actions>
          <Button
            variant="light"
            renderRoot={(props) => (
              <Link to="/events/$eventCode/imports" params={{ eventCode }} {...props} />
            )}
          >
            {t('registrations.empty.action')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export function RegistrationsPage({ extensions, ...props }: RegistrationsPageProps) {
  return (
    <Stack gap="lg">
      {extensions ? (
        <RegistrationList {...props} />
      ) : (
        <>
          <Header />
          <Unavailable />
        </>
      )}
    </Stack>
  );
}

function RegistrationList({
  eventCode,
  search,
  onSearchChange,
}: Omit<RegistrationsPageProps, 'extensions'>) {
  const {
    data: { races },
  } = useSuspenseQuery(raceQueries.list(eventCode));
  const query = useQuery(registrationQueries.page(eventCode, pageParamsOf(search)));
  const filtered = isFiltered(search);
  const nothing = query.data?.meta.total === 0 && !filtered;

  // A hub that lacks the list, whatever the session said.
  if (isNotFound(query.error) && !query.data)
    return (
      <>
        <Header />
        <Unavailable />
      </>
    );
  return (
    <>
      <Header
        actions={
          query.data &&
          !nothing && <RegistrationsExport eventCode={eventCode} filters={filtersOf(search)} />
        }
      />
      {nothing ? (
        <NoRegistrations eventCode={eventCode} />
      ) : (
        <>
          <RegistrationsFilters races={races} search={search} onSearchChange={onSearchChange} />
          <RegistrationsTable
            query={query}
            perPage={search.per_page}
            onSearchChange={onSearchChange}
          />
        </>
      )}
    </>
  );
}
