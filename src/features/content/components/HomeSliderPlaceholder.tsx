import type { CSSProperties } from 'react';

/**
 * The room Home's slider takes, the same while it loads and once it shows: the page's width, half
 * as high, at most 180 px (so the slide's picture stays smaller than Home's heading and text and
 * never becomes the page's largest paint). Inline, so a server-rendered page reserves it before
 * any stylesheet of the slider arrives.
 */
export const HOME_SLIDER_BOX: CSSProperties = {
  width: '100%',
  aspectRatio: '2 / 1',
  maxHeight: 180,
  borderRadius: 'var(--mantine-radius-md)',
};

/** The slider's room while its code or its slides load: a quiet box, nothing to read. */
export function HomeSliderPlaceholder() {
  return (
    <div
      aria-hidden="true"
      data-testid="home-slider-placeholder"
      style={{ ...HOME_SLIDER_BOX, background: 'var(--mantine-color-gray-0)' }}
    />
  );
}
