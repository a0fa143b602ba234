import { Alert, Text } from '@mantine/core';
import { AlertIcon } from '@/web/components/icons';
import { localizeHubText } from '@/web/i18n/hub-text';

/** What a 422 said that matches no field of the form, shown above it in the reader's language. */
export function FormErrorsAlert({
  title,
  messages,
}: {
  title: string;
  messages: readonly string[];
}) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} title={title} role="alert">
      {messages.map((message) => (
        <Text size="sm" key={message}>
          {localizeHubText(message)}
        </Text>
      ))}
    </Alert>
  );
}
