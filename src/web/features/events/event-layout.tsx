import { Anchor, Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { ArrowLeftIcon, Icon } from '@/web/components/icons';
import { StatusBadge } from '@/web/components/status-badge';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import { eventQueries } from '@/web/api/events';
import classes from './event-layout.module.css';
import { useTabStrip } from './tab-strip';

export const EVENT_TABS = [
  { segment: '', label: 'tab.overview' },
  { segment: 'races', label: 'tab.races' },
  { segment: 'batches', label: 'tab.batches' },
  { segment: 'registration-fields', label: 'tab.registrationFields' },
  { segment: 'legal-discounts', label: 'tab.legalDiscounts' },
  { segment: 'retention', label: 'tab.retention' },
  { segment: 'imports', label: 'tab.imports' },
  { segment: 'registrations', label: 'tab.registrations' },
  { segment: 'results', label: 'tab.results' },
  { segment: 'prizes', label: 'tab.prizes' },
  { segment: 'cleanup', label: 'tab.cleanup' },
  { segment: 'history', label: 'tab.history' },
] as const satisfies readonly { segment: string; label: MessageKey }[];

/**
 * Shown where tabs are hidden past an end; a step toward it. For the mouse: the keyboard
 * reaches every tab, and the focused one comes into view.
 */
function StripArrow({
  side,
  hidden,
  label,
  onClick,
}: {
  side: 'start' | 'end';
  hidden: boolean;
  label: string;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      className={classes.arrow}
      data-side={side}
      hidden={hidden}
      tabIndex={-1}
      aria-label={label}
      onClick={onClick}
    >
      <Icon size={16}>
        <path d={side === 'start' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
      </Icon>
    </UnstyledButton>
  );
}

/* Exact: the router marks every link a path starts with as the current page. */
const EXACT = { exact: true, includeSearch: false };

export function EventLayout({ eventCode }: { eventCode: string }) {
  const { t, format } = useI18n();
  const { data: event } = useSuspenseQuery(eventQueries.detail(eventCode));
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const base = `/events/${encodeURIComponent(eventCode)}`;
  const current = decodeURIComponent(pathname).replace(/\/+$/, '');
  const { stripRef, hidden, measure, step } = useTabStrip(current);

  return (
    <Stack gap="lg">
      <Anchor
        size="sm"
        data-print="hide"
        renderRoot={(props) => <Link to="/events" activeOptions={EXACT} {...props} />}
      >
        <Group gap={4} component="span">
          <ArrowLeftIcon size={14} />
          {t('event.back')}
        </Group>
      </Anchor>
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {event.name}
          </Title>
          <StatusBadge status={event.status} />
        </Group>
        <Text c="dimmed" size="sm" mt={4}>
          <Text span ff="monospace">
            {event.code}
          </Text>
          {' · '}
          {format.date(event.date)}
          {(event.city || event.state) &&
            ` · ${[event.city, event.state].filter(Boolean).join(' / ')}`}
        </Text>
      </div>
      <Box component="nav" aria-label={t('event.tabs')} className={classes.tabs} data-print="hide">
        <StripArrow
          side="start"
          hidden={!hidden.start}
          label={t('event.tabsBack')}
          onClick={() => step(-1)}
        />
        <div ref={stripRef} className={classes.strip} onScroll={measure}>
          <Group gap={0} wrap="nowrap">
            {EVENT_TABS.map((tab) => {
              const href = tab.segment ? `${base}/${tab.segment}` : base;
              const active = decodeURIComponent(href) === current;
              return (
                <UnstyledButton
                  key={tab.segment}
                  className={classes.tab}
                  data-active={active || undefined}
                  aria-current={active ? 'page' : undefined}
                  renderRoot={(props) => <Link to={href} activeOptions={EXACT} {...props} />}
                >
                  {t(tab.label)}
                </UnstyledButton>
              );
            })}
          </Group>
        </div>
        <StripArrow
          side="end"
          hidden={!hidden.end}
          label={t('event.tabsMore')}
          onClick={() => step(1)}
        />
      </Box>
      <Outlet />
    </Stack>
  );
}
