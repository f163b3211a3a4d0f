/**
 * The video dialog machine's generated paths replayed through what the shopper uses: a video link
 * inside a content page is clicked, the player's frame reports it loaded, the dialog's close
 * button is pressed; the screen must show the state the model expects. Then the stories and the
 * links of content HTML: app routes open in the app, hash links scroll, a video link opens the
 * dialog, other external links open in a new window.
 */
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  selectIsVideoLoading,
  selectVideo,
  videoMachine,
} from '../../machines/content/video.machine';
import { classifyContentLink } from '../../src/domain/content-links';
import {
  ContentHtml,
  ContentLinksContext,
  type ContentLinkActions,
} from '../../src/features/content/components/ContentHtml';
import { VideoDialog } from '../../src/features/content/components/VideoDialog';
import { ContentLinksProvider } from '../../src/features/content/ContentLinksProvider';
import * as htmlStories from '../../stories/content/ContentHtml.stories';
import { LINKS_HTML } from '../../stories/content/ContentHtml.stories';
import * as dialogStories from '../../stories/content/VideoDialog.stories';
import { StoryProviders } from '../../stories/story-providers';
import { screenPaths } from '../model/transition-coverage';
import { videoEvents } from '../model/video-events';
import { screenFor } from './screen-table';

type VideoActor = Actor<typeof videoMachine>;
type VideoEvent = EventFromLogic<typeof videoMachine>;

/** A content page whose video links go to `actor`, and its dialog. */
function Screen({ actor }: { actor: VideoActor }) {
  const actions: ContentLinkActions = {
    classify: (href) =>
      classifyContentLink(href, {
        pageUrl: window.location.href,
        allowedHosts: [],
        shopPrefix: '/',
      }),
    route: () => {},
    playVideo: (video) => actor.send({ type: 'video.open', video }),
  };
  return (
    <ContentLinksContext.Provider value={actions}>
      <ContentHtml html={LINKS_HTML} />
      <VideoDialog
        video={useSelector(actor, selectVideo)}
        loading={useSelector(actor, selectIsVideoLoading)}
        onLoaded={() => actor.send({ type: 'video.loaded' })}
        onClose={() => actor.send({ type: 'dialog.closed' })}
      />
    </ContentLinksContext.Provider>
  );
}

/** What the shopper does for `event`; a dialog still opening is waited for, as a shopper would. */
async function perform(actor: VideoActor, event: VideoEvent) {
  const open = actor.getSnapshot().hasTag('open');
  if (event.type === 'video.open') {
    fireEvent.click(screen.getByRole('link', { name: 'ricetta in video' }));
  } else if (event.type === 'video.loaded') {
    // A frame that is not there cannot load: the model's stray event changes nothing.
    if (open) fireEvent.load(await screen.findByTitle('Video YouTube'));
  } else if (open) {
    const dialog = await screen.findByRole('dialog', { name: 'Video' });
    fireEvent.click(within(dialog).getByRole('button'));
  }
}

async function expectScreenFor(value: unknown) {
  if (value === 'closed') {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: 'Video' });
  expect(within(dialog).getByTitle('Video YouTube')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  );
  const notice = within(dialog).queryByText('Caricamento del video…');
  if (value === 'loading') expect(notice).toBeInTheDocument();
  else expect(notice).toBeNull();
}

/**
 * What the shopper sees in each state (shopping-flow.md §2 "Link handling": a video link opens an
 * embedded video dialog), written by hand: the dialog 'Video' with the YouTube player, the notice
 * 'Caricamento del video…' until the player has loaded, the link to watch it on YouTube.
 */
const SCREEN: Record<string, { dialog: 'Video'; status: string | null } | null> = {
  closed: null,
  loading: { dialog: 'Video', status: 'Caricamento del video…' },
  playing: { dialog: 'Video', status: null },
};

async function expectTableScreen(value: unknown) {
  const expected = screenFor(SCREEN, value);
  if (expected === null) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page's link stays, to open the video again.
    expect(screen.getByRole('link', { name: 'ricetta in video' })).toBeVisible();
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: expected.dialog });
  expect(within(dialog).getByTitle('Video YouTube')).toBeInTheDocument();
  const statuses = within(dialog)
    .queryAllByRole('status')
    .map((status) => status.textContent);
  expect(statuses).toEqual(expected.status === null ? [] : [expected.status]);
  expect(within(dialog).getByRole('link', { name: 'Guarda il video su YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  );
  // One button, the close, named 'Chiudi' as in the other dialogs.
  expect(within(dialog).getAllByRole('button')).toEqual([
    within(dialog).getByRole('button', { name: 'Chiudi' }),
  ]);
}

const paths = screenPaths(videoMachine, videoEvents);

describe('the video dialog: generated paths through a content page', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(videoMachine).start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('link', { name: 'ricetta in video' });
    for (const event of path.events) await perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue);
    await expectTableScreen(path.expectedValue);
    actor.stop();
  });
});

describe('the video dialog stories', () => {
  const story = composeStories(dialogStories);
  it('each state shows what it says', async () => {
    const { unmount } = render(<story.Loading />);
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento del video…');
    expect(screen.getByRole('link', { name: 'Guarda il video su YouTube' })).toHaveAttribute(
      'target',
      '_blank',
    );
    unmount();
    render(<story.Vimeo />);
    expect(await screen.findByTitle('Video Vimeo')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

/** Where the story's memory router is. */
function Location() {
  const href = useRouterState({ select: (state) => state.location.href });
  return <output aria-label="indirizzo">{href}</output>;
}

describe('links inside content HTML', () => {
  const story = composeStories(htmlStories);
  afterEach(() => vi.restoreAllMocks());

  it('an app route opens inside the app, without loading a page', async () => {
    render(
      <StoryProviders>
        <ContentLinksProvider>
          <ContentHtml html={LINKS_HTML} />
          <Location />
        </ContentLinksProvider>
      </StoryProviders>,
    );
    const link = await screen.findByRole('link', { name: 'frutta di stagione' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() =>
      expect(screen.getByLabelText('indirizzo')).toHaveTextContent(
        '/catalog/category/frutta-e-verdura',
      ),
    );
  });

  it('a hash link scrolls to its section', async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this.id);
    });
    render(<story.Links />);
    fireEvent.click(await screen.findByRole('link', { name: 'ritiro al locker' }));
    expect(scrolled).toEqual(['ritiro-al-locker']);
  });

  it('a video link opens the video dialog', async () => {
    render(<story.Links />);
    fireEvent.click(await screen.findByRole('link', { name: 'ricetta in video' }));
    expect(await screen.findByRole('dialog', { name: 'Video' })).toBeInTheDocument();
  });

  it('an external link opens a new window without a handle on the shop; its files stay links', async () => {
    render(<story.Links />);
    const external = await screen.findByRole('link', { name: 'Consorzio del Parmigiano' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener');
    const file = screen.getByRole('link', { name: 'volantino' });
    expect(file).not.toHaveAttribute('target');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    file.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("without the shop handling (a page rendered on the server) links are the browser's", async () => {
    render(<story.PlainLinks />);
    const link = await screen.findByRole('link', { name: 'frutta di stagione' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
