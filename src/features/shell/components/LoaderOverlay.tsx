import { Loader, Overlay } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export interface LoaderOverlayProps {
  /** Shown while requests are pending. */
  readonly visible: boolean;
}

/** The loader overlay over the whole page. */
export function LoaderOverlay({ visible }: LoaderOverlayProps) {
  const { t } = useLingui();
  if (!visible) return null;
  return (
    <Overlay fixed center backgroundOpacity={0.15} zIndex={300}>
      <Loader role="status" aria-label={t`Caricamento in corso`} />
    </Overlay>
  );
}
