import { Affix, Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

export interface ScrollToTopProps {
  /** Whether the page is scrolled past the threshold (20 px). */
  readonly visible: boolean;
  readonly onClick: () => void;
}

/** The 'Torna all'inizio' button. */
export function ScrollToTop({ visible, onClick }: ScrollToTopProps) {
  if (!visible) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Button onClick={onClick} variant="default">
        <Trans>Torna all'inizio</Trans>
      </Button>
    </Affix>
  );
}
