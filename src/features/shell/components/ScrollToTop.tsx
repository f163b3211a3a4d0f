import { Affix, Button } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { Trans } from '@lingui/react/macro';
import { SCROLL_TOP_THRESHOLD_PX } from '../../../shared/theme';

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

/** The button bound to the window's scroll: scrolling re-renders this button, not the shell. */
export function WindowScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <ScrollToTop visible={scroll.y > SCROLL_TOP_THRESHOLD_PX} onClick={() => scrollTo({ y: 0 })} />
  );
}
