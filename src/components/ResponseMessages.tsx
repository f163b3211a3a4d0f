import { Alert, Stack } from '@mantine/core';
import type { ResponseMessages as Messages } from '../domain/envelope';
import { SafeHtml } from './SafeHtml';

export interface ResponseMessagesProps {
  /** The errors, warnings and infos of the last reply; nothing is shown when all are empty. */
  readonly messages: Messages;
}

/** The response-message box of the login screen and dialogs. */
export function ResponseMessages({ messages }: ResponseMessagesProps) {
  const rows = [
    ...messages.errors.map((text) => ({ text, color: 'red', role: 'alert' as const })),
    ...messages.warnings.map((text) => ({ text, color: 'yellow', role: 'status' as const })),
    ...messages.infos.map((text) => ({ text, color: 'blue', role: 'status' as const })),
  ];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      {rows.map(({ text, color, role }, index) => (
        <Alert key={`${index}-${text}`} color={color} variant="light" role={role}>
          <SafeHtml html={text} />
        </Alert>
      ))}
    </Stack>
  );
}
