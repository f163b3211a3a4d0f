import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FooterMenu } from '../../src/features/shell/components/FooterMenu';
import { FOOTER_MENU } from '../../stories/shell/footer-menu-samples';
import { StoryProviders } from '../../stories/story-providers';
import * as footerStories from '../../stories/shell/AppFooter.stories';
import * as headerStories from '../../stories/shell/AppHeader.stories';
import * as menuStories from '../../stories/shell/CategoryMenu.stories';
import * as drawerStories from '../../stories/shell/ShellDrawers.stories';
import * as linksStories from '../../stories/shell/LinksDrawer.stories';

const footer = composeStories(footerStories);
const header = composeStories(headerStories);
const menu = composeStories(menuStories);
const drawers = composeStories(drawerStories);
const links = composeStories(linksStories);

async function show(ui: ReactElement) {
  const view = render(ui);
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
}

describe('footer stories', () => {
  it('a visitor is offered the login', async () => {
    await show(<footer.LoggedOut />);
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
  });

  it('a logged-in shopper gets the personal area and the orders, not the login', async () => {
    await show(<footer.LoggedIn />);
    expect(screen.getByRole('link', { name: 'Area personale' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'I miei ordini' })).toHaveAttribute(
      'href',
      '/profile/orders',
    );
    expect(screen.queryByRole('link', { name: 'Accedi' })).not.toBeInTheDocument();
  });

  it("the content service's menu shows its columns; a shop link opens in the app, another site in a new window", async () => {
    await show(<footer.WithMenu />);
    const help = screen.getByRole('navigation', { name: 'Assistenza' });
    expect(within(help).getByRole('link', { name: 'Domande frequenti' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(screen.getByRole('link', { name: 'Lavora con noi' })).toHaveAttribute('href', '/form/2');
    const store = screen.getByRole('link', { name: "Scarica l'app" });
    expect(store).toHaveAttribute('target', '_blank');
    expect(store).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'I nostri servizi' })).not.toHaveAttribute('target');
  });

  it('a shop link of the menu is opened by the app, not by loading a page', async () => {
    const onNavigate = vi.fn();
    render(
      <StoryProviders>
        <FooterMenu entries={FOOTER_MENU} onNavigate={onNavigate} />
      </StoryProviders>,
    );
    const link = await screen.findByRole('link', { name: 'Contatti' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith('/page/contatti');
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('the mobile app leaves out the entries marked hide-in-app', async () => {
    await show(<footer.WithMenuInApp />);
    expect(screen.getByRole('link', { name: 'I nostri servizi' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lavora con noi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Scarica l'app" })).not.toBeInTheDocument();
  });
});

describe('header stories', () => {
  it('a logged-in shopper reaches the personal area from the header', async () => {
    await show(<header.Authenticated />);
    expect(screen.getByRole('link', { name: 'Area personale' })).toHaveAttribute(
      'href',
      '/profile',
    );
    // On a phone the search box has the room: 'Esci' shows from the xs breakpoint up only.
    const logout = screen.getByRole('button', { name: 'Esci' });
    expect(logout).toHaveTextContent('Esci');
    expect(logout).toHaveClass('mantine-visible-from-xs');
  });

  it('a visitor is offered the login, and no personal area', async () => {
    await show(<header.Anonymous />);
    expectWordsWideAndIconOnPhone('Accedi');
    expect(screen.queryByRole('link', { name: 'Area personale' })).not.toBeInTheDocument();
  });
});

/**
 * The button shows its words from Mantine's `xs` breakpoint up and an icon with the same name below
 * it (jsdom applies no media query, so both are here: the CSS classes tell which shows where).
 */
function expectWordsWideAndIconOnPhone(name: string) {
  const [words, icon] = screen.getAllByRole('button', { name });
  expect(words).toHaveTextContent(name);
  expect(words).toHaveClass('mantine-visible-from-xs');
  expect(icon).toHaveAttribute('aria-label', name);
  expect(icon).toHaveClass('mantine-hidden-from-xs');
}

describe('category menu stories', () => {
  it('the keyboard reaches a top category, unfolds it and reaches its subcategories', async () => {
    const user = userEvent.setup();
    await show(<menu.Tree />);
    const fruit = screen.getByRole('button', { name: /Frutta e verdura/ });
    expect(fruit).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    expect(fruit).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fruit).toHaveAttribute('aria-expanded', 'true');
    // The subcategories show once the branch has unfolded.
    const all = await screen.findByRole('link', { name: 'Tutto in Frutta e verdura' });
    await user.tab();
    expect(all).toHaveFocus();
    await user.tab();
    const subcategory = screen.getByRole('button', { name: 'Frutta' });
    expect(subcategory).toHaveFocus();
    await user.keyboard(' ');
    expect(subcategory).toHaveAttribute('aria-expanded', 'true');
  });

  it('a top category without subcategories is a link to its page', async () => {
    await show(<menu.Tree />);
    expect(screen.getByRole('link', { name: /Latticini e uova/ })).toHaveAttribute(
      'href',
      '/catalog/category/latticini-e-uova',
    );
  });
});

describe('shell drawer stories', () => {
  /** The cart button and the drawer, mounted open and unmounted on closing as the shell does. */
  function CartButtonAndDrawer() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Carrello
        </button>
        {open && <drawers.CartOpen onClose={() => setOpen(false)} />}
      </>
    );
  }

  it('Escape closes the cart drawer and gives the focus back to the cart button', async () => {
    const user = userEvent.setup();
    await show(<CartButtonAndDrawer />);
    const cartButton = screen.getByRole('button', { name: 'Carrello' });
    await user.click(cartButton);
    const drawer = await screen.findByRole('dialog', { name: 'Carrello' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cartButton).toHaveFocus());
  });
});

describe("the mobile app's links drawer", () => {
  it("'Link utili' is in the app's header only, and says whether its drawer is open", async () => {
    await show(<header.Anonymous />);
    expect(screen.queryByRole('button', { name: 'Link utili' })).not.toBeInTheDocument();
    await show(<header.InTheApp />);
    expect(screen.getByRole('button', { name: 'Link utili' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("shows the content service's links, a group under its title; a link opens its page and closes the drawer", async () => {
    const onNavigate = vi.fn();
    const onClose = vi.fn();
    await show(<links.Open onNavigate={onNavigate} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog', { name: 'Link utili' });
    expect(within(drawer).getByText('Informazioni')).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'Contatti' })).toHaveAttribute(
      'href',
      '/page/contatti',
    );
    await userEvent.click(within(drawer).getByRole('link', { name: 'Domande frequenti' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('/faq');
  });

  it('says the links are loading until the menu comes', async () => {
    await show(<links.Loading />);
    const drawer = await screen.findByRole('dialog', { name: 'Link utili' });
    expect(within(drawer).getByLabelText('Caricamento dei link')).toBeInTheDocument();
    expect(within(drawer).queryByRole('link')).not.toBeInTheDocument();
  });
});
