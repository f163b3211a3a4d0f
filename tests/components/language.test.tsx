import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { I18n } from '@lingui/core';
import { i18n as appI18n } from '../../src/shared/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../src/domain/language';
import { AppHeader, type AppHeaderProps } from '../../src/features/shell/components/AppHeader';
import { englishI18n } from '../../stories/language/in-english';
import * as choiceStories from '../../stories/language/LanguageChoice.stories';
import * as headerStories from '../../stories/language/HeaderLanguage.stories';
import { renderInRouter } from '../support/render-in-router';

const choice = composeStories(choiceStories);
const header = composeStories(headerStories);

async function show(ui: ReactElement) {
  const view = render(ui);
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
}

/**
 * The header inside a router whose context has the app's session, as in the app: the switch
 * keeps the language and sends `app.languageChanged` (the session then restarts the app).
 */
async function showInApp(props: Partial<AppHeaderProps>, i18n: I18n = appI18n) {
  const send = vi.fn();
  const header = <AppHeader {...(headerStories.default.args as AppHeaderProps)} {...props} />;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => header }),
    history: createMemoryHistory(),
    context: { actors: { session: { send } } },
  });
  const view = renderInRouter(router, i18n);
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return send;
}

describe("the header's language switch", () => {
  it('in Italian offers English, named in English; pressed, it keeps en and restarts', async () => {
    const send = await showInApp({});
    const english = screen.getAllByRole('button', { name: /English$/ });
    // Words from Mantine's xs breakpoint up, the language's code on a phone.
    expect(english.map((button) => button.textContent)).toEqual(['English', 'EN']);
    // The code's name starts with its visible text (WCAG 2.5.3).
    expect(english[1]).toHaveAccessibleName('EN, English');
    english.forEach((button) => expect(button).toHaveAttribute('lang', 'en'));
    expect(screen.getAllByRole('button', { name: 'Accedi' })).not.toHaveLength(0);
    await userEvent.click(english[0] as HTMLElement);
    await waitFor(() =>
      expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'app.languageChanged', language: 'en' }),
    );
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('in English offers Italian back, and the header speaks English', async () => {
    const send = await showInApp({ authenticated: true, firstName: 'Mario' }, englishI18n);
    expect(screen.getByText('Hello, Mario')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Log out' })).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Basket' })).toBeInTheDocument();
    const italian = screen.getAllByRole('button', { name: /Italiano$/ });
    expect(italian.map((button) => button.textContent)).toEqual(['Italiano', 'IT']);
    expect(italian[1]).toHaveAccessibleName('IT, Italiano');
    italian.forEach((button) => expect(button).toHaveAttribute('lang', 'it'));
    await userEvent.click(italian[1] as HTMLElement);
    await waitFor(() =>
      expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'app.languageChanged', language: 'it' }),
    );
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
  });

  it("outside the app (a story's router) the switch changes nothing", async () => {
    await show(<header.Italian />);
    await userEvent.click(screen.getAllByRole('button', { name: /English$/ })[0] as HTMLElement);
    // Whatever the click set going has run once React's work and the promises it queued are done.
    await act(() => Promise.resolve());
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});

describe("the personal area's language section", () => {
  it('in Italian presses Italiano and offers English, which asks for the change', async () => {
    const onChange = vi.fn();
    await show(<choice.Italian onChange={onChange} />);
    const section = screen.getByRole('region', { name: 'Lingua' });
    const group = within(section).getByRole('group', { name: 'Lingua' });
    expect(within(group).getByRole('button', { name: 'Italiano' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Italiano' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(within(group).getByRole('button', { name: 'English' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('en');
  });

  it('in English says so in English, English pressed', async () => {
    await show(<choice.English />);
    const section = screen.getByRole('region', { name: 'Language' });
    expect(section).toHaveTextContent(
      'If you choose another language, the shop restarts in that language.',
    );
    expect(within(section).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('pages in English', () => {
  it('a catalogue page: sorting and pages in English', async () => {
    await show(<header.EnglishCatalogue />);
    expect(screen.getByText('Sort by')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.queryByText('Ordina per')).toBeNull();
  });

  it("the login form: the domain rules' messages in English", async () => {
    await show(<header.EnglishLoginErrors />);
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Enter the password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
