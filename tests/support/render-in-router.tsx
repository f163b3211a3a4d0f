/**
 * Renders in the two providers of src/app/AppProviders.tsx that the pages need (translations and
 * Mantine's theme): several tests mount a router or a piece of the app in them, so it is here once.
 */
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { i18n as appI18n } from '../../src/shared/i18n';
import { theme } from '../../src/shared/theme';

/** Renders `ui` inside the app's translations (`i18n`, the app's own unless told) and theme. */
export function renderInApp(ui: ReactNode, i18n: I18n = appI18n) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>{ui}</MantineProvider>
    </I18nProvider>,
  );
}

/** Renders `router` inside the app's translations and theme. */
export function renderInRouter(router: AnyRouter, i18n: I18n = appI18n) {
  return renderInApp(<RouterProvider router={router} />, i18n);
}
