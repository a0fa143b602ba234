import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Code,
  Group,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { SIGN_IN_KEY_MAX } from '@/contract/limits';
import { AlertIcon, InfoIcon, KeyIcon } from '@/web/components/icons';
import { LanguageSwitch } from '@/web/components/language-switch';
import { localizeHubText } from '@/web/i18n/hub-text';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import { isApiError } from '@/web/lib/api-client';
import { safeRedirect } from '@/web/lib/safe-redirect';
import { sessionQueries, signIn } from './session-queries';

function failureKey(error: unknown): MessageKey {
  if (isApiError(error) && error.status === 401) return 'signIn.error.unauthenticated';
  if (isApiError(error) && error.status === 403) return 'signIn.error.forbidden';
  return 'signIn.error.generic';
}

export function SignInPage({ redirect, expired }: { redirect?: string; expired?: boolean }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // One field and a button: a plain form, so the first page anyone opens does not load the
  // form library and the bound inputs of the console's forms.
  const [apiKey, setApiKey] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: signIn,
    meta: { silentError: true },
    onSuccess: async (session) => {
      setApiKey('');
      queryClient.setQueryData(sessionQueries.current().queryKey, session);
      await navigate({ href: safeRedirect(redirect), replace: true });
    },
  });
  const error = mutation.error;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The contract's `sessionCreateSchema` checks, by hand: zod is not worth its weight here.
    const key = apiKey.trim();
    const problem = !key
      ? t('signIn.keyRequired')
      : key.length > SIGN_IN_KEY_MAX
        ? t('signIn.keyTooLong', { max: SIGN_IN_KEY_MAX })
        : null;
    setFieldError(problem);
    if (!problem) mutation.mutate(key);
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={460} gap="lg">
        <Group justify="space-between">
          <Group gap="xs">
            <KeyIcon size={22} />
            <Text fw={700}>{t('app.name')}</Text>
          </Group>
          <LanguageSwitch />
        </Group>
        <Paper withBorder shadow="sm" p="xl">
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {t('signIn.title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('signIn.subtitle')}
              </Text>
            </div>
            {expired && !error && (
              <Alert color="yellow" variant="light" icon={<InfoIcon />}>
                {t('signIn.sessionEnded')}
              </Alert>
            )}
            {error && (
              <Alert
                color="red"
                variant="light"
                icon={<AlertIcon />}
                role="alert"
                title={t(failureKey(error))}
              >
                {isApiError(error) &&
                  t('signIn.hubSaid', { message: localizeHubText(error.message) })}
              </Alert>
            )}
            <form noValidate onSubmit={submit}>
              <Stack gap="md">
                <PasswordInput
                  name="api_key"
                  value={apiKey}
                  onChange={(event) => setApiKey(event.currentTarget.value)}
                  error={fieldError}
                  aria-invalid={fieldError ? true : undefined}
                  label={t('signIn.keyLabel')}
                  description={t('signIn.keyDescription')}
                  placeholder="hub_…"
                  autoComplete="off"
                  spellCheck={false}
                  data-autofocus
                  withAsterisk
                />
                <Button type="submit" loading={mutation.isPending} fullWidth>
                  {t('signIn.submit')}
                </Button>
              </Stack>
            </form>
          </Stack>
        </Paper>
        <Box component="section" aria-labelledby="key-help" px="xs">
          <Title order={2} size="h5" id="key-help" mb="xs">
            {t('signIn.helpTitle')}
          </Title>
          <List size="sm" spacing="xs" c="dimmed">
            <List.Item>{t('signIn.helpAdmin')}</List.Item>
            <List.Item>
              {t('signIn.helpLocal')}{' '}
              <Code>
                npm run keys -- create --name {t('events.col.name').toUpperCase()} --scopes manage
              </Code>
            </List.Item>
            <List.Item>{t('signIn.helpDemo')}</List.Item>
          </List>
          <Anchor href="/api/v1/openapi.json" size="xs" mt="sm" display="inline-block">
            OpenAPI
          </Anchor>
        </Box>
      </Stack>
    </Center>
  );
}
