import {
  ActionIcon,
  Badge,
  Box,
  Burger,
  Button,
  Code,
  Group,
  NavLink,
  Stack,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import type { SessionInfo } from '@/contract/session';
import { sessionQueries, signedOutSession, signOut } from '@/web/features/auth/session-queries';
import { useI18n } from '@/web/i18n/i18n';
import {
  CalendarIcon,
  InfoIcon,
  KeyIcon,
  LogoutIcon,
  MoonIcon,
  SunIcon,
  UsersIcon,
} from '@/web/components/icons';
import { LanguageSwitch } from '@/web/components/language-switch';
import { LazyTargetTooltip } from '@/web/components/lazy-target-tooltip';
import { confirmLeavingForms } from '@/web/components/form/leave-guard';
import classes from './app-layout.module.css';

const hostOf = (url: string | null) => {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

function ColorSchemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useI18n();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const label = computed === 'dark' ? t('header.toLight') : t('header.toDark');
  const icon = computed === 'dark' ? <SunIcon size={16} /> : <MoonIcon size={16} />;
  const toggle = () => setColorScheme(computed === 'dark' ? 'light' : 'dark');
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  if (withLabel)
    return (
      <Button variant="default" justify="flex-start" leftSection={icon} onClick={toggle}>
        {label}
      </Button>
    );
  return (
    <>
      <ActionIcon ref={setButton} variant="default" size="lg" aria-label={label} onClick={toggle}>
        {computed === 'dark' ? <SunIcon /> : <MoonIcon />}
      </ActionIcon>
      <LazyTargetTooltip target={button} label={label} openDelay={0} />
    </>
  );
}

/** Which hub this console speaks to, with which key; a spec-only hub says so. */
function HubInfo({ session }: { session: SessionInfo }) {
  const { t } = useI18n();
  return (
    <>
      {session.hub_url && (
        <Text size="sm" c="dimmed" title={session.hub_url}>
          {t('header.hub')}:{' '}
          <Text span fw={500} c="var(--mantine-color-text)">
            {hostOf(session.hub_url)}
          </Text>
        </Text>
      )}
      {session.extensions === false && (
        <Badge variant="outline" color="gray" size="sm">
          {t('header.specOnly')}
        </Badge>
      )}
      {session.key_hint && (
        <Group gap={4} wrap="nowrap" aria-label={`${t('header.key')}: ${session.key_hint}`}>
          <KeyIcon size={16} />
          <Code>{session.key_hint}</Code>
        </Group>
      )}
    </>
  );
}

/** Focusable only while the skip link holds it there: a click on the page keeps focus on <body>. */
function focusMain() {
  const main = document.getElementById('main');
  if (!main) return;
  main.tabIndex = -1;
  main.focus();
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
}

export function AppLayout() {
  const { t } = useI18n();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data: session = signedOutSession } = useQuery(sessionQueries.current());
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOutMutation = useMutation({
    mutationFn: signOut,
    meta: { successMessage: t('notify.signedOut') },
    onSuccess: async () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueries.current().queryKey, signedOutSession);
      await navigate({ to: '/sign-in', search: {} });
    },
  });

  const signOutButton = (
    <Button
      variant="default"
      size="sm"
      leftSection={<LogoutIcon size={16} />}
      loading={signOutMutation.isPending}
      onClick={() => void confirmLeavingForms().then((leave) => leave && signOutMutation.mutate())}
    >
      {t('header.signOut')}
    </Button>
  );
  // On a phone the navigation slides over the page: while it is closed nobody reaches it.
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;

  const nav = [
    { to: '/events', label: t('nav.events'), icon: <CalendarIcon /> },
    { to: '/salespeople', label: t('nav.salespeople'), icon: <UsersIcon /> },
    { to: '/hub', label: t('nav.hubAbout'), icon: <InfoIcon /> },
  ] as const;

  return (
    <div className={classes.shell}>
      {/* Past the header and the navigation in one key; focus, not the address's #, moves. */}
      <a
        href="#main"
        className={classes.skip}
        data-print="hide"
        onClick={(event) => {
          event.preventDefault();
          focusMain();
        }}
      >
        {t('app.skipToContent')}
      </a>
      <header className={classes.header} data-print="hide">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('header.openMenu')}
              aria-expanded={opened}
              aria-controls="app-navbar"
            />
            <Text fw={700} size="lg" truncate>
              {t('app.name')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="sm">
            <Group gap={6} visibleFrom="md" wrap="nowrap">
              <HubInfo session={session} />
            </Group>
            {session.extensions === false && (
              <Badge variant="outline" color="gray" size="sm" hiddenFrom="md">
                {t('header.specOnly')}
              </Badge>
            )}
            <LanguageSwitch />
            <ColorSchemeToggle />
            {signOutButton}
          </Group>
        </Group>
      </header>
      <div
        id="app-navbar"
        className={classes.navbar}
        data-print="hide"
        data-opened={opened || undefined}
        inert={phone && !opened}
      >
        <nav className={classes.nav} aria-label={t('nav.label')}>
          {nav.map((item) => (
            <NavLink
              key={item.to}
              label={item.label}
              leftSection={item.icon}
              active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
              aria-current={
                pathname === item.to || pathname.startsWith(`${item.to}/`) ? 'page' : undefined
              }
              renderRoot={(props) => <Link to={item.to} {...props} />}
              onClick={close}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </nav>
        {/* The header's tools, which do not fit beside the title on a phone. */}
        <Box hiddenFrom="sm" component="section" aria-label={t('header.settings')}>
          <Stack gap="sm" pt="sm" className={classes.phoneTools}>
            <Group gap="xs" wrap="wrap">
              <HubInfo session={session} />
            </Group>
            <LanguageSwitch label />
            <ColorSchemeToggle withLabel />
            {signOutButton}
          </Stack>
        </Box>
      </div>
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
