import { Center } from '@mantine/core';
import { NotFoundView } from '@/web/components/not-found-page';
import { useI18n } from '@/web/i18n/i18n';

/** `/events/NOPE/races`: which event is missing, and the list to pick another from. */
export function EventNotFound({ eventCode }: { eventCode: string }) {
  const { t } = useI18n();
  return (
    <Center py="xl">
      <NotFoundView
        title={t('event.notFound.title', { code: eventCode })}
        description={t('event.notFound.description', { code: eventCode })}
        back={t('event.notFound.back')}
      />
    </Center>
  );
}
