import { Alert, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of an order page's small form: its title, the server's refusal, the form. */
export function OrderFormCard(props: {
  readonly title: string;
  readonly errors: readonly string[];
  readonly children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={props.title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.errors.length > 0 && (
          <Alert color="red" role="alert">
            {props.errors.join(' ')}
          </Alert>
        )}
        {props.children}
      </Stack>
    </Paper>
  );
}
