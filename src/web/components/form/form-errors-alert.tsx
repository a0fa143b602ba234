import { Alert, Text } from '@mantine/core';
import { AlertIcon } from '@/web/components/icons';

/** What a 422 said that matches no field of the form, shown above it (see applyServerErrors). */
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
          {message}
        </Text>
      ))}
    </Alert>
  );
}
