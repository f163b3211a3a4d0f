import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * Renders its children only once React has the page: never on the server, and not in the
 * hydrating render, which must match the server's markup. Its own component so that the render
 * after mounting is this one alone, not its parent's whole tree.
 */
export function ClientOnly({ children }: { readonly children: ReactNode }) {
  return useMounted() ? children : null;
}
