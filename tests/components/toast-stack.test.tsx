import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ToastStack from '../../src/app/ToastStack';
import { toasts } from '../../src/shared/toasts';
import { StoryProviders } from '../../stories/story-providers';

describe('the toast stack', () => {
  it("shows a toast whose close button is named 'Chiudi' and closes it", async () => {
    render(
      <StoryProviders>
        <ToastStack />
      </StoryProviders>,
    );
    act(() => toasts.show({ color: 'green', message: 'Prodotto aggiunto al carrello' }));
    expect(await screen.findByText('Prodotto aggiunto al carrello')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() =>
      expect(screen.queryByText('Prodotto aggiunto al carrello')).not.toBeInTheDocument(),
    );
  });

  it('takes away every toast of a name, shown or still queued, and leaves the others', async () => {
    const added = {
      id: 'cart.productAdded',
      color: 'green',
      message: 'Prodotto aggiunto al carrello',
    } as const;
    // Queued before the stack has come, then taken away: neither shows.
    toasts.show(added);
    toasts.show(added);
    toasts.hide(added.id);
    render(
      <StoryProviders>
        <ToastStack />
      </StoryProviders>,
    );
    act(() => {
      toasts.show(added);
      toasts.show(added);
      toasts.show({ color: 'red', message: 'Prodotto non disponibile' });
    });
    expect(await screen.findAllByText('Prodotto aggiunto al carrello')).toHaveLength(2);

    act(() => toasts.hide(added.id));
    await waitFor(() =>
      expect(screen.queryByText('Prodotto aggiunto al carrello')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Prodotto non disponibile')).toBeInTheDocument();
  });
});
