/**
 * The push machine's generated paths replayed through the rendered notification dialog: 'Apri' and
 * 'Chiudi' are pressed on the screen, the device's tokens and notifications, the permission and
 * the shop's answers go to the actor, and the screen must show what the spec promises in each
 * state: a notification received in the foreground with its title and text, 'Apri' only when it
 * names a page of the shop; nothing otherwise, and a tap from the background opens its page at
 * once. Then every story of the dialog.
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import { pushMachine, selectShownNotice } from '../../machines/push/push.machine';
import { PushNoticeDialog } from '../../src/features/push/components/PushNoticeDialog';
import * as dialogStories from '../../stories/push/PushNoticeDialog.stories';
import { StoryProviders } from '../../stories/story-providers';
import { FOREIGN_NOTICE, ORDER_NOTICE, ORDER_PATH, pushEvents, SHOP } from '../model/push-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling, newTally, stepWhenShown } from './replay';

type PushActor = Actor<typeof pushMachine>;
type PushEvent = EventFromLogic<typeof pushMachine>;

/** The dialog as PushNoticeContainer draws it. */
function PushScreen({ actor }: { actor: PushActor }) {
  const notice = useSelector(actor, selectShownNotice);
  return (
    <PushNoticeDialog
      notice={notice}
      canOpen={notice?.path != null}
      onOpen={() => actor.send({ type: 'notice.open' })}
      onClose={() => actor.send({ type: 'notice.close' })}
    />
  );
}

const findButton = (name: string) => async () => {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 500 });
  return within(dialog).getByRole('button', { name });
};

const buttonFor = (type: PushEvent['type']) =>
  type === 'notice.open' ? 'Apri' : type === 'notice.close' ? 'Chiudi' : undefined;

/** The notification last received in the foreground, as the path sent it. */
const lastReceived = (events: readonly PushEvent[]) =>
  events.findLast((event) => event.type === 'push.received') as
    Extract<PushEvent, { type: 'push.received' }> | undefined;

/** What the shopper sees at the end of a path, written by hand from the spec. */
async function expectScreenFor(value: unknown, events: readonly PushEvent[], opened: string[]) {
  const noticeOpen =
    typeof value === 'object' &&
    value !== null &&
    (value as { granted?: { notice?: string } }).granted?.notice === 'open';
  const last = events.at(-1);
  if (noticeOpen) {
    const received = lastReceived(events);
    if (!received) throw new Error('a notification is shown that never came');
    const dialog = await screen.findByRole('dialog', { name: received.notice.title });
    expect(dialog).toHaveTextContent(received.notice.body);
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeEnabled();
    // 'Apri' only for a page of the shop; another site's link has none.
    const apri = within(dialog).queryByRole('button', { name: 'Apri' });
    if (received.notice === ORDER_NOTICE) expect(apri).toBeEnabled();
    else if (received.notice === FOREIGN_NOTICE) expect(apri).toBeNull();
    else throw new Error('no screen written for this notification');
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
  if (last?.type === 'notice.open') expect(opened.at(-1)).toBe(ORDER_PATH);
  if (last?.type === 'notice.close') expect(opened).toEqual([]);
  if (last?.type === 'push.tapped') {
    // At once, and only for a page of the shop.
    if (last.notice === ORDER_NOTICE) expect(opened.at(-1)).toBe(ORDER_PATH);
    else expect(opened).toEqual([]);
  }
}

describe('push notifications: generated paths through the dialog', () => {
  const input = { shop: SHOP };
  const paths = screenPaths(pushMachine, pushEvents, {
    input,
    significantContext: ({ token, notice }) => [token, notice?.path ?? null, notice !== null],
  });
  const tally = newTally();
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const opened: string[] = [];
    const actor = createActor(
      pushMachine.provide({
        actors: neverSettling(pushMachine) as never,
        actions: {
          requestToken: () => {},
          openPage: (_args, params: { path: string }) => void opened.push(params.path),
        },
      }),
      { input },
    ).start();
    render(
      <StoryProviders>
        <PushScreen actor={actor} />
      </StoryProviders>,
    );
    const events = path.events as PushEvent[];
    for (const event of events) {
      const button = buttonFor(event.type);
      await stepWhenShown(actor, event, tally, button ? findButton(button) : async () => null);
    }
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue, events, opened);
    actor.stop();
  });

  it("the dialog's buttons were pressed on the screen", () => expect(tally.dom).toBeGreaterThan(0));
});

describe('the notification dialog stories', () => {
  const stories = composeStories(dialogStories);

  it('closed: no dialog', async () => {
    render(<stories.Closed />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a page of the shop: the title, the text, 'Apri' and 'Chiudi'", async () => {
    render(<stories.WithPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Il tuo ordine è pronto' });
    expect(dialog).toHaveTextContent('Il tuo ordine 1234 è pronto per il ritiro.');
    expect(within(dialog).getByRole('button', { name: 'Apri' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeEnabled();
  });

  it("no page of the shop: 'Chiudi' only", async () => {
    render(<stories.WithoutPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Buongiorno' });
    expect(dialog).toHaveTextContent('Oggi consegne fino alle 22.');
    expect(within(dialog).queryByRole('button', { name: 'Apri' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeEnabled();
  });

  it("no title: the dialog is called 'Notifica'", async () => {
    render(<stories.WithoutTitle />);
    const dialog = await screen.findByRole('dialog', { name: 'Notifica' });
    expect(dialog).toHaveTextContent('Frutta e verdura a metà prezzo.');
  });
});
