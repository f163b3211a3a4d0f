/**
 * A shopper in English (issue 17): dates and numbers follow the active language's conventions
 * (src/domain/language.ts INTL_LOCALES, en-GB), prices stay in euros, and the domain rules'
 * messages and the generic error are in English. The app's Lingui instance is switched to English
 * here as src/locales/en/activate.ts does at start, and back to Italian after: stories render
 * with it (stories/story-providers.tsx), so the whole page is in English.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { unwrap } from '../../src/api/unwrap';
import { i18n } from '../../src/shared/i18n';
import { formatEuro, formatLineAmount } from '../../src/components/format';
import { ResponseMessages } from '../../src/components/ResponseMessages';
import { formatDateTime } from '../../src/features/orders/components/order-view';
import { timeslotLabel } from '../../src/components/service-labels';
import { ListNameForm } from '../../src/features/lists/components/ListNameForm';
import { dayTabLabel } from '../../src/features/service/components/TimeslotSelectorDialog';
import { messages as shell } from '../../src/locales/en/shell.po';
import { messages as storefront } from '../../src/locales/en/storefront.po';
import * as contentFormStories from '../../stories/content/ContentFormView.stories';
import * as giftStories from '../../stories/gifts/GiftCertificateList.stories';
import { StoryProviders } from '../../stories/story-providers';

const gifts = composeStories(giftStories);
const contentForm = composeStories(contentFormStories);

/** Intl's narrow no-break space (before '€' in Italian) as a plain one, for readable strings. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formats follow the active language', () => {
  it('in Italian: euros after the amount, decimal comma, Italian days', () => {
    expect(plain(formatEuro(1234.5))).toBe('1234,50 €');
    expect(formatLineAmount({ quantity: 0, weight: 1.1 })).toBe('1,1 kg');
    expect(formatLineAmount({ quantity: 2, weight: 0 })).toBe('2 pz');
    expect(plain(formatDateTime('2026-11-22T09:15:00Z'))).toBe('22 novembre 2026 alle ore 10:15');
    expect(timeslotLabel({ date: '2026-11-23', beginTime: '09:00', endTime: '10:00' })).toBe(
      'lunedì 23 novembre, 09:00 - 10:00',
    );
    expect(dayTabLabel('2026-11-23')).toBe('lun 23 nov');
  });

  describe('in English', () => {
    beforeAll(() => {
      i18n.load('en', { ...shell, ...storefront });
      i18n.activate('en');
    });
    afterAll(() => i18n.activate('it'));

    it('euros before the amount, decimal point, British days, still in euros', () => {
      expect(formatEuro(1234.5)).toBe('€1,234.50');
      expect(formatLineAmount({ quantity: 0, weight: 1.1 })).toBe('1.1 kg');
      expect(formatLineAmount({ quantity: 2, weight: 0 })).toBe('2 pcs');
      expect(plain(formatDateTime('2026-11-22T09:15:00Z'))).toBe('22 November 2026 at 10:15');
      expect(timeslotLabel({ date: '2026-11-23', beginTime: '09:00', endTime: '10:00' })).toBe(
        'Monday 23 November, 09:00 - 10:00',
      );
      expect(dayTabLabel('2026-11-23')).toBe('Mon 23 Nov');
    });

    it('a page in English shows English dates and amounts', async () => {
      render(<gifts.ToUse />);
      await screen.findByText(/BENVENUTO10/);
      await waitFor(() => expect(document.body).toHaveTextContent('€30.00'));
      expect(document.body).toHaveTextContent('1 December 2026');
      expect(document.body).toHaveTextContent('€5.00');
      expect(document.body.textContent).not.toMatch(/dicembre|,00\s€/);
    });

    it("a list's name refused by the domain rule says so in English", async () => {
      render(
        <StoryProviders>
          <ListNameForm
            label="New list"
            fieldLabel="Name"
            submitLabel="Create"
            busy={false}
            onSubmit={vi.fn()}
          />
        </StoryProviders>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Enter the name of the list')).toBeInTheDocument();
      fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
        target: { value: 'x'.repeat(61) },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Create' }));
      expect(
        await screen.findByText('The list name can be 60 characters at most'),
      ).toBeInTheDocument();
    });

    it("a content form's rules say so in English, limits filled in", async () => {
      render(<contentForm.Editing />);
      const name = await screen.findByRole('textbox', { name: /^Nome e cognome/ });
      fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
      fireEvent.click(screen.getByRole('button', { name: 'Invia il messaggio' }));
      expect(await screen.findByText('Maximum length 100 characters')).toBeInTheDocument();
      expect(screen.getAllByText('Required field').length).toBeGreaterThan(0);
      expect(screen.queryByText(/Lunghezza massima|Campo obbligatorio/)).toBeNull();
    });

    it('a reply that is not an envelope shows the generic error in English', async () => {
      const failed = unwrap(
        Promise.resolve({ error: 'Bad Gateway', response: new Response(null, { status: 502 }) }),
      );
      const error = await failed.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      const shown = (error as ApiError).messages;
      expect(shown.errors).toEqual(['An error occurred, please try again in a few minutes.']);
      render(
        <StoryProviders>
          <ResponseMessages messages={shown} />
        </StoryProviders>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'An error occurred, please try again in a few minutes.',
      );
    });
  });
});
