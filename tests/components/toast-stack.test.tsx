import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ToastStack from '../../src/app/ToastStack';
import { toasts } from '../../src/app/toasts';
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
});
