import { Button, Center, EmptyState } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/web/i18n/i18n';
import { AlertIcon } from './icons';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <Center component="main" mih="100vh" p="xl">
      <EmptyState
        icon={<AlertIcon size={28} />}
        variant="light"
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('notFound.title')}</h1>}
        description={t('notFound.description')}
      >
        <EmptyState.Actions>
          <Button renderRoot={(props) => <Link to="/events" {...props} />}>
            {t('notFound.back')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
