import {
  ActionIcon,
  AppShell,
  Badge,
  Burger,
  Button,
  Code,
  Group,
  NavLink,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { sessionQueries, signedOutSession, signOut } from '@/web/features/auth/session-queries';
import { useI18n } from '@/web/i18n/i18n';
import {
  CalendarIcon,
  KeyIcon,
  LogoutIcon,
  MoonIcon,
  SunIcon,
  UsersIcon,
} from '@/web/components/icons';
import { LanguageSwitch } from '@/web/components/language-switch';
import { LazyTooltip } from '@/web/components/lazy-tooltip';
import { confirmLeavingForms } from '@/web/components/form/leave-guard';

const hostOf = (url: string | null) => {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

function ColorSchemeToggle() {
  const { t } = useI18n();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const label = computed === 'dark' ? t('header.toLight') : t('header.toDark');
  return (
    <LazyTooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
      >
        {computed === 'dark' ? <SunIcon /> : <MoonIcon />}
      </ActionIcon>
    </LazyTooltip>
  );
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

  const nav = [
    { to: '/events', label: t('nav.events'), icon: <CalendarIcon /> },
    { to: '/salespeople', label: t('nav.salespeople'), icon: <UsersIcon /> },
  ] as const;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header data-print="hide">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('header.openMenu')}
            />
            <Text fw={700} size="lg">
              {t('app.name')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap={6} visibleFrom="md" wrap="nowrap">
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
            </Group>
            <LanguageSwitch />
            <ColorSchemeToggle />
            <Button
              variant="default"
              size="sm"
              leftSection={<LogoutIcon size={16} />}
              loading={signOutMutation.isPending}
              onClick={() =>
                void confirmLeavingForms().then((leave) => leave && signOutMutation.mutate())
              }
            >
              {t('header.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={t('nav.label')} data-print="hide">
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
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
