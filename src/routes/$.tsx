import { createFileRoute, redirect } from '@tanstack/react-router';

/** Home is also the catch-all for unknown paths. */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
