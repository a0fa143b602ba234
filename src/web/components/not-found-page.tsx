import { Button, Center, EmptyState } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/web/i18n/i18n';
import { AlertIcon } from './icons';

/** What was not found, said as a page heading, and the way back to the event list. */
export function NotFoundView({
  title,
  description,
  back,
}: {
  title: string;
  description: string;
  back: string;
}) {
  return (
    <EmptyState
      icon={<AlertIcon size={28} />}
      variant="light"
      title={
        <h1 tabIndex={-1} style={{ margin: 0, fontSize: 'inherit' }}>
          {title}
        </h1>
      }
      description={description}
    >
      <EmptyState.Actions>
        <Button renderRoot={(props) => <Link to="/events" {...props} />}>{back}</Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** An address no route knows, outside the app's frame. */
export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <Center component="main" mih="100vh" p="xl">
      <NotFoundView
        title={t('notFound.title')}
        description={t('notFound.description')}
        back={t('notFound.back')}
      />
    </Center>
  );
}
