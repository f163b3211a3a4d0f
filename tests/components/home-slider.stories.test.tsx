/**
 * Home's slider (issue 14, account-and-platform.md §7 `new_slides`): the day's slides one at a
 * time in a region named 'In evidenza', each its picture with its text alternative and its title
 * as a link, turned with 'Slide precedente' and 'Slide successiva' and announced politely; a
 * slide's link goes where links inside content go (an app path in the app, a video in the video
 * dialog, another site in a new window). Loading keeps the slider's room; no slides or a failing
 * service show nothing at all.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { classifyContentLink } from '../../src/domain/content-links';
import {
  ContentLinksContext,
  type ContentLinkActions,
} from '../../src/features/content/components/ContentHtml';
import * as stories from '../../stories/content/HomeSlider.stories';

const { Slides, OneSlide, Loading, NoSlides, Failed } = composeStories(stories);

/** The content feature's link handling, its effects recorded. */
function withLinks(children: ReactNode) {
  const actions = {
    classify: (href: string) =>
      classifyContentLink(href, {
        pageUrl: window.location.href,
        allowedHosts: [],
        shopPrefix: '/',
      }),
    route: vi.fn<(href: string) => void>(),
    playVideo: vi.fn<ContentLinkActions['playVideo']>(),
  } satisfies ContentLinkActions;
  const view = render(
    <ContentLinksContext.Provider value={actions}>{children}</ContentLinksContext.Provider>,
  );
  return { ...view, actions };
}

const slider = () => screen.getByRole('region', { name: 'In evidenza' });

describe("Home's slider", () => {
  it('shows the first slide: its picture with its text, its title as a link, "1 di 4"', async () => {
    render(<Slides />);
    const region = await screen.findByRole('region', { name: 'In evidenza' });
    const slide = within(region).getByRole('group', { name: '1 di 4' });
    expect(within(slide).getByRole('img', { name: 'Mele rosse appena raccolte' })).toHaveAttribute(
      'src',
      '/photo/red-apple.svg',
    );
    expect(
      within(slide).getByRole('link', { name: 'Frutta e verdura di stagione' }),
    ).toHaveAttribute('href', '/catalog/category/frutta-e-verdura');
    // One slide at a time.
    expect(within(region).getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByText('Ritira la spesa al locker, anche la sera')).toBeNull();
  });

  it('turns with the next and previous buttons, round from the last to the first', async () => {
    render(<Slides />);
    const next = await screen.findByRole('button', { name: 'Slide successiva' });
    fireEvent.click(next);
    expect(screen.getByRole('group', { name: '2 di 4' })).toHaveTextContent(
      'Ritira la spesa al locker, anche la sera',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Slide precedente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Slide precedente' }));
    expect(screen.getByRole('group', { name: '4 di 4' })).toHaveTextContent(
      'Le ricette della nonna, sul blog dei nostri amici',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Slide successiva' }));
    expect(screen.getByRole('group', { name: '1 di 4' })).toHaveTextContent(
      'Frutta e verdura di stagione',
    );
  });

  it('announces the slide shown politely and never turns by itself', async () => {
    vi.useFakeTimers();
    try {
      render(<Slides />);
      await vi.advanceTimersByTimeAsync(60_000);
      const shown = screen.getByRole('group', { name: '1 di 4' });
      expect(shown.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      expect(slider()).toHaveAttribute('aria-roledescription', 'carosello');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a slide with a shop path opens it in the app', async () => {
    const { actions } = withLinks(<Slides />);
    fireEvent.click(await screen.findByRole('link', { name: 'Frutta e verdura di stagione' }));
    expect(actions.route).toHaveBeenCalledWith('/catalog/category/frutta-e-verdura');
  });

  it('a slide with a video opens the video dialog', async () => {
    const { actions } = withLinks(<Slides />);
    fireEvent.click(await screen.findByRole('button', { name: 'Slide successiva' }));
    fireEvent.click(screen.getByRole('button', { name: 'Slide successiva' }));
    fireEvent.click(screen.getByRole('link', { name: 'Guarda come funziona Spesa online' }));
    expect(actions.playVideo).toHaveBeenCalledWith(
      expect.objectContaining({
        provider: 'YouTube',
        watchUrl: expect.stringContaining('aqz-KE-bpKQ'),
      }),
    );
    expect(actions.route).not.toHaveBeenCalled();
  });

  it('a slide leading to another site opens it in a new window', async () => {
    const { actions } = withLinks(<Slides />);
    fireEvent.click(await screen.findByRole('button', { name: 'Slide precedente' }));
    const link = screen.getByRole('link', {
      name: 'Le ricette della nonna, sul blog dei nostri amici',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    fireEvent.click(link);
    expect(actions.route).not.toHaveBeenCalled();
    expect(actions.playVideo).not.toHaveBeenCalled();
  });

  it('a single slide shows without buttons to turn it', async () => {
    render(<OneSlide />);
    expect(await screen.findByRole('group', { name: '1 di 1' })).toHaveTextContent(
      'Frutta e verdura di stagione',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('while loading, keeps its room with nothing to read', async () => {
    render(<Loading />);
    const room = await screen.findByTestId('home-slider-placeholder');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room).toHaveStyle({ aspectRatio: '2 / 1', maxHeight: '180px' });
    expect(room).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each([
    ['no slide for the day', NoSlides],
    ['a failing content service', Failed],
  ])('with %s, shows nothing: no region, no empty box', async (_, Story) => {
    const { container } = render(<Story />);
    // What follows the slider on Home is there, and nothing before it.
    const next = await screen.findByText('I reparti in evidenza della home');
    // Only the theme's styles precede it (in the Slides story, the slider does).
    expect(next.previousElementSibling?.tagName ?? 'STYLE').toBe('STYLE');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByTestId('home-slider-placeholder')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
