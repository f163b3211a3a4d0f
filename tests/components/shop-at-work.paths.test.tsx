/**
 * The shop-at-work machine's generated paths replayed through 'Consegna in azienda': the shopper
 * types the 'Codice aziendale' and presses 'Attiva', the server's answers go to the actor, and the
 * section must show what docs/shopping.md promises ('Ora puoi ricevere la spesa presso {companyName}',
 * or the server's refusal under the field). Then the form's own rule (nothing is sent), the
 * section with its real effects on a stand-in server (the addresses are refreshed), and the stories.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  selectIsSubscribing,
  selectShopAtWorkErrors,
  selectSubscribedCompany,
  shopAtWorkMachine,
} from '../../machines/service/shop-at-work.machine';
import type { ShopClient } from '../../src/api/client';
import { ShopAtWorkForm } from '../../src/features/service/components/ShopAtWorkForm';
import { serviceQueryKey } from '../../src/features/service/service.queries';
import { ShopAtWorkSection } from '../../src/features/service/ShopAtWorkSection';
import * as stories from '../../stories/service/ShopAtWorkForm.stories';
import { StoryProviders } from '../../stories/story-providers';
import { ACME, CODE_INVALID, COMPANY_CODE, shopAtWorkEvents } from '../model/shop-at-work-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling, newTally, step } from './replay';

type ShopAtWorkActor = Actor<typeof shopAtWorkMachine>;
type ShopAtWorkEvent = EventFromLogic<typeof shopAtWorkMachine>;

function Screen({ actor }: { actor: ShopAtWorkActor }) {
  return (
    <ShopAtWorkForm
      busy={useSelector(actor, selectIsSubscribing)}
      subscribedTo={useSelector(actor, selectSubscribedCompany)?.companyName ?? null}
      errors={useSelector(actor, selectShopAtWorkErrors)}
      onSubmit={(code) => actor.send({ type: 'code.submitted', code })}
      onChange={() => actor.send({ type: 'code.changed' })}
    />
  );
}

const field = () => screen.getByLabelText('Codice aziendale');
const attiva = () => screen.getByRole('button', { name: 'Attiva' });
const typeCode = (code: string) => fireEvent.change(field(), { target: { value: code } });

const tally = newTally();

function perform(actor: ShopAtWorkActor, event: ShopAtWorkEvent) {
  if (event.type === 'code.submitted') {
    step(actor, event, tally, attiva, (button) => {
      typeCode(event.code);
      fireEvent.click(button);
    });
  } else if (event.type === 'code.changed') {
    // The shopper edits the code: one letter less.
    step(actor, event, tally, field, () => typeCode(COMPANY_CODE.slice(0, -1)));
  } else {
    step(actor, event, tally);
  }
}

/** What the shopper sees in each state, written by hand. */
async function expectScreenFor(value: unknown) {
  expect(attiva().hasAttribute('data-loading')).toBe(value === 'subscribing');
  const confirmation = screen.queryByText(/Ora puoi ricevere la spesa presso/);
  const refusal = screen.queryByText(CODE_INVALID);
  switch (value) {
    case 'editing':
    case 'subscribing':
      expect(confirmation).toBeNull();
      expect(refusal).toBeNull();
      break;
    case 'subscribed':
      expect(confirmation).toHaveTextContent(
        `Ora puoi ricevere la spesa presso ${ACME.companyName}`,
      );
      expect(refusal).toBeNull();
      break;
    case 'refused':
      expect(refusal).toBeInTheDocument();
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(confirmation).toBeNull();
      break;
    default:
      throw new Error(`no screen written for ${String(value)}`);
  }
}

const paths = screenPaths(shopAtWorkMachine, shopAtWorkEvents, {
  significantContext: () => null,
});

describe("'Consegna in azienda': generated paths through the form", () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      shopAtWorkMachine.provide({ actors: neverSettling(shopAtWorkMachine) as never }),
    ).start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('heading', { name: 'Consegna in azienda' });
    for (const event of path.events) perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue);
    actor.stop();
  });

  it("the shopper's steps went through the form", () => {
    expect(tally.dom).toBeGreaterThan(0);
  });
});

describe("'Codice aziendale': the form's rule", () => {
  function renderForm() {
    const onSubmit = vi.fn();
    render(
      <StoryProviders>
        <ShopAtWorkForm
          busy={false}
          subscribedTo={null}
          errors={[]}
          onSubmit={onSubmit}
          onChange={() => {}}
        />
      </StoryProviders>,
    );
    return onSubmit;
  }

  it('an empty code is refused and nothing is sent', async () => {
    const onSubmit = renderForm();
    await screen.findByRole('heading', { name: 'Consegna in azienda' });
    typeCode('   ');
    fireEvent.click(attiva());
    expect(await screen.findByText('Inserisci il codice aziendale')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a code with other signs than letters, digits and dashes is refused before it is sent', async () => {
    const onSubmit = renderForm();
    await screen.findByRole('heading', { name: 'Consegna in azienda' });
    typeCode('ACME MILANO!');
    fireEvent.click(attiva());
    expect(await screen.findByText(CODE_INVALID)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the code is sent without the spaces around it, uppercased', async () => {
    const onSubmit = renderForm();
    await screen.findByRole('heading', { name: 'Consegna in azienda' });
    typeCode('  acme-milano ');
    fireEvent.click(attiva());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(COMPANY_CODE));
  });
});

/** A stand-in for the shop API's subscription call: `answer` is the envelope it replies. */
function standInClient(answer: { status: number; errors: string[] }) {
  const GET = vi.fn((path: string, init: { params: { query: { subscriptionCode: string } } }) => {
    const ok = answer.status === 0;
    const body = {
      response: { status: answer.status, errors: answer.errors.map((error) => ({ error })) },
      data: ok ? { ...ACME, address: {} } : null,
    };
    return Promise.resolve({
      data: ok ? body : undefined,
      error: ok ? undefined : body,
      response: new Response(null, { status: ok ? 200 : 400 }),
      path,
      init,
    });
  });
  return { client: { GET } as unknown as ShopClient, GET };
}

function renderSection(client: ShopClient) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <StoryProviders>
        <ShopAtWorkSection client={client} />
      </StoryProviders>
    </QueryClientProvider>,
  );
  return invalidate;
}

describe("'Consegna in azienda' with its real effects", () => {
  it("an accepted code confirms the company and refreshes the shopper's addresses", async () => {
    const { client, GET } = standInClient({ status: 0, errors: [] });
    const invalidate = renderSection(client);
    await screen.findByRole('heading', { name: 'Consegna in azienda' });
    typeCode(' acme-milano');
    fireEvent.click(attiva());
    expect(
      await screen.findByText(`Ora puoi ricevere la spesa presso ${ACME.companyName}`),
    ).toBeInTheDocument();
    expect(GET).toHaveBeenCalledWith('/ebsn/api/shopatwork/subscribe', {
      params: { query: { subscriptionCode: COMPANY_CODE } },
    });
    // The company's address is among the service's addresses: those queries are refreshed.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: serviceQueryKey });
  });

  it("an expired code shows the server's message under the field, and refreshes nothing", async () => {
    const { client } = standInClient({ status: 1, errors: ['Il codice aziendale è scaduto'] });
    const invalidate = renderSection(client);
    await screen.findByRole('heading', { name: 'Consegna in azienda' });
    typeCode('ACME-2024');
    fireEvent.click(attiva());
    expect(await screen.findByText('Il codice aziendale è scaduto')).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe("'Consegna in azienda' stories", () => {
  const story = composeStories(stories);

  it.each(Object.entries(story))('%s renders', async (_, Story) => {
    render(<Story />);
    expect(await screen.findByLabelText('Codice aziendale')).toBeInTheDocument();
  });

  it('each state shows what it says', async () => {
    const { unmount } = render(<story.Subscribed />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ora puoi ricevere la spesa presso Acme Italia S.p.A.',
    );
    unmount();
    render(<story.Refused />);
    expect(await screen.findByText('Il codice aziendale è scaduto')).toBeInTheDocument();
  });
});
