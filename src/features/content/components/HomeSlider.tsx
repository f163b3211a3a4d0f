import { ActionIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { HOME_SLIDER_BOX, HomeSliderPlaceholder } from './HomeSliderPlaceholder';
import { useContentLink } from './use-content-link';
import { shopFile } from '../../../api/shop-origin';
// Its styles are the shell's (src/app/home-slider.css): a server-rendered Home paints it.

/** A slide of Home's slider, as the content service gave it. */
export interface HomeSlide {
  readonly id: number;
  readonly title: string;
  /** The picture's address. */
  readonly image: string;
  /** The picture's text alternative. */
  readonly alt: string;
  /** Where the slide leads: a shop path, a video, another site. */
  readonly link: string;
}

export interface HomeSliderProps {
  /**
   * The slides of the day: `undefined` while they load (the slider's room is kept), `null` when
   * the content service failed and `[]` when there are none (nothing is shown, no empty box).
   */
  readonly slides: readonly HomeSlide[] | null | undefined;
}

function Chevron({ direction }: { readonly direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Home's slider, in the WAI-ARIA carousel pattern: a region named 'In evidenza', one slide at a
 * time (a group named '2 di 6') whose change is announced politely, previous and next buttons. It
 * never turns by itself, so nothing moves that the shopper has to stop (WCAG 2.2.2). Each slide
 * is its picture and title, and follows its link as links inside content do.
 */
export function HomeSlider({ slides }: HomeSliderProps) {
  const { t } = useLingui();
  const linkProps = useContentLink();
  const [chosen, setChosen] = useState(0);
  if (slides === undefined) return <HomeSliderPlaceholder />;
  if (slides === null || slides.length === 0) return null;
  const count = slides.length;
  // The list may have shrunk since (another day, another service).
  const index = chosen % count;
  const slide = slides[index];
  if (slide === undefined) return null;
  const position = index + 1;
  const step = (by: number) => setChosen((index + by + count) % count);
  return (
    <section
      className="home-slider"
      style={HOME_SLIDER_BOX}
      aria-roledescription={t`carosello`}
      aria-label={t`In evidenza`}
    >
      <div className="home-slider-viewport" aria-live="polite">
        <div
          key={slide.id}
          className="home-slide"
          role="group"
          aria-roledescription={t`slide`}
          aria-label={t`${position} di ${count}`}
        >
          <img
            className="home-slide-image"
            src={shopFile(slide.image)}
            alt={slide.alt}
            width={400}
            height={400}
            decoding="async"
            fetchPriority="low"
          />
          <div className="home-slide-text">
            <a className="home-slide-title" {...linkProps(slide.link)}>
              {slide.title}
            </a>
          </div>
        </div>
      </div>
      {count > 1 && (
        <div className="home-slider-controls">
          <span aria-hidden="true">
            {position}/{count}
          </span>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={t`Slide precedente`}
            onClick={() => step(-1)}
          >
            <Chevron direction="left" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={t`Slide successiva`}
            onClick={() => step(1)}
          >
            <Chevron direction="right" />
          </ActionIcon>
        </div>
      )}
    </section>
  );
}
