/**
 * The invite machine's generated paths replayed through 'Invita i tuoi amici': the share button is
 * pressed, the share sheet's and the clipboard's answers go to the actor, and the card must show
 * what the shopper is promised ('Link copiato', or the message to copy the link by hand). Then
 * the page with the browser's real share and clipboard stand-ins, and every story.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  inviteMachine,
  selectIsSharing,
  selectShareResult,
} from '../../machines/invite/invite.machine';
import type { ShopClient } from '../../src/api/client';
import { InviteCard } from '../../src/features/invite/components/InviteCard';
import { InvitePage } from '../../src/features/invite/InvitePage';
import {
  inviteSummaryQueryOptions,
  type InviteSummary,
} from '../../src/features/invite/invite.queries';
import * as cardStories from '../../stories/invite/InviteCard.stories';
import * as friendsStories from '../../stories/invite/InviteFriendsList.stories';
import * as howStories from '../../stories/invite/InviteHowItWorks.stories';
import { StoryProviders } from '../../stories/story-providers';
import { INVITE_LINK, inviteEvents } from '../model/invite-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling, newTally, step } from './replay';

type InviteActor = Actor<typeof inviteMachine>;
type InviteEvent = EventFromLogic<typeof inviteMachine>;

function Screen({ actor }: { actor: InviteActor }) {
  return (
    <InviteCard
      code="K7M2QX4P"
      link={INVITE_LINK}
      sharing={useSelector(actor, selectIsSharing)}
      result={useSelector(actor, selectShareResult)}
      onShare={() => actor.send({ type: 'link.share', link: INVITE_LINK })}
    />
  );
}

const COPY_BY_HAND = 'Non è stato possibile copiare il link: copialo a mano';

/** What the shopper sees in each state, written by hand. */
function expectScreenFor(value: unknown) {
  const button = screen.getByRole('button', { name: 'Condividi il link' });
  const busy = value === 'sharing' || value === 'copying';
  expect(button.hasAttribute('data-loading')).toBe(busy);
  const status = screen.queryByRole('status');
  const alert = screen.queryByRole('alert');
  switch (value) {
    case 'idle':
    case 'sharing':
    case 'copying':
      expect(status).toBeNull();
      expect(alert).toBeNull();
      break;
    case 'shared':
      expect(status).toHaveTextContent('Link condiviso');
      break;
    case 'copied':
      expect(status).toHaveTextContent('Link copiato');
      break;
    case 'failed':
      expect(alert).toHaveTextContent(COPY_BY_HAND);
      break;
    default:
      throw new Error(`no screen written for ${String(value)}`);
  }
}

const paths = screenPaths(inviteMachine, inviteEvents, { significantContext: () => null });
const tally = newTally();

describe("'Invita i tuoi amici': generated paths through the share button", () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      inviteMachine.provide({ actors: neverSettling(inviteMachine) as never }),
    ).start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Condividi il link' });
    for (const event of path.events as InviteEvent[]) {
      step(actor, event, tally, () =>
        event.type === 'link.share'
          ? screen.queryByRole('button', { name: 'Condividi il link' })
          : null,
      );
    }
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectScreenFor(path.expectedValue);
    actor.stop();
  });

  it('the share button was pressed on the screen', () => {
    expect(tally.dom).toBeGreaterThan(0);
  });
});

const SUMMARY: InviteSummary = {
  code: 'K7M2QX4P',
  link: INVITE_LINK,
  friends: [...(friendsStories.WithFriends.args?.friends ?? [])],
  vouchersEarned: 1,
  voucherCents: 500,
};

/** The page with its summary already loaded (the route's loader does that in the app). */
function renderPage() {
  const client = {} as ShopClient;
  const queryClient = new QueryClient();
  queryClient.setQueryData(inviteSummaryQueryOptions(client).queryKey, SUMMARY);
  render(
    <QueryClientProvider client={queryClient}>
      <StoryProviders>
        <InvitePage client={client} />
      </StoryProviders>
    </QueryClientProvider>,
  );
}

describe("'Invita i tuoi amici' with the browser's share sheet and clipboard", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the code, the link to select, how it works, the friends and the vouchers', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invita i tuoi amici' })).toBeVisible();
    expect(screen.getByText('K7M2QX4P')).toBeInTheDocument();
    const field = screen.getByLabelText('Il tuo link');
    expect(field).toHaveValue(INVITE_LINK);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText(/ricevi un buono da 5,00\s€/)).toBeInTheDocument();
    const friends = screen.getByRole('list', { name: 'I tuoi amici' });
    expect(within(friends).getAllByRole('listitem')).toHaveLength(2);
    expect(friends).toHaveTextContent('Giulia B.');
    expect(friends).toHaveTextContent('Primo ordine consegnato');
    expect(friends).toHaveTextContent('Marco V.');
    expect(friends).toHaveTextContent('Registrato');
    expect(screen.getByText('Buoni ottenuti: 1')).toBeInTheDocument();
  });

  it("without a share sheet the link is copied and 'Link copiato' shows", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Condividi il link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copiato');
    expect(writeText).toHaveBeenCalledWith(INVITE_LINK);
  });

  it('with a share sheet the link is offered there and not copied', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Condividi il link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link condiviso');
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: INVITE_LINK }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a share sheet closed without choosing says nothing', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Condividi il link' });
    fireEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a clipboard that refuses asks the shopper to copy the link by hand', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Condividi il link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY_BY_HAND);
  });
});

describe("'Invita i tuoi amici' stories", () => {
  const card = composeStories(cardStories);
  const friends = composeStories(friendsStories);
  const how = composeStories(howStories);

  it.each(Object.entries({ ...card, ...friends, ...how }))('%s renders', async (_, Story) => {
    const { container } = render(<Story />);
    await waitFor(() => expect(container).not.toBeEmptyDOMElement());
  });

  it('each card state shows what it says', async () => {
    const { unmount } = render(<card.Copied />);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copiato');
    unmount();
    render(<card.Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY_BY_HAND);
  });

  it('without friends the list says so, with no vouchers', async () => {
    render(<friends.NoFriends />);
    expect(
      await screen.findByText('Nessun amico si è ancora registrato con il tuo codice.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Buoni ottenuti: 0')).toBeInTheDocument();
  });
});
