import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { DIALOG_MAX_WIDTH_PX } from '../shared/theme';

export interface FormPageProps {
  /** How wide the card may grow. @default DIALOG_MAX_WIDTH_PX (530) */
  readonly maxWidth?: number;
  readonly children: ReactNode;
}

/** A page that is one form or message in a card: registration, password recovery. */
export function FormPage({ maxWidth = DIALOG_MAX_WIDTH_PX, children }: FormPageProps) {
  return (
    <Center py="xl">
      <Paper withBorder p={{ base: 'md', xs: 'xl' }} w="100%" maw={maxWidth}>
        {children}
      </Paper>
    </Center>
  );
}
