/**
 * Every piece of content HTML the shop shows is sanitised (issue 14: "prove it with the XSS
 * corpus"): each classic payload, alone and all together, put into a content page, a FAQ answer,
 * a news message, bare content HTML (with and without the content links' handling) and the
 * footer menu's titles and addresses, leaves no script, no event handler, no script or HTML
 * document URL, no frame or document-changing element, clobbers no document property, and runs
 * nothing.
 */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { components } from '../../src/api/content';
import type { MenuEntry } from '../../src/domain/content-menu';
import {
  ContentHtml,
  ContentLinksContext,
} from '../../src/features/content/components/ContentHtml';
import { ContentPageView } from '../../src/features/content/components/ContentPageView';
import { FaqView } from '../../src/features/content/components/FaqView';
import { NewsList } from '../../src/features/content/components/NewsList';
import type { FaqEntry } from '../../src/features/content/content.queries';
import { faqSectionsOf } from '../../src/features/content/faq-sections';
import { FooterMenu } from '../../src/features/shell/components/FooterMenu';
import { StoryProviders } from '../../stories/story-providers';
import { activeContentIn, corpusHtml, XSS_CORPUS, XSS_MARKER } from '../fixtures/xss-corpus';

type NewsItem = components['schemas']['CustomNews'];

const MARK = 'contenuto-visibile';
/** The corpus one payload at a time, and all together. */
const CASES: readonly (readonly [string, string])[] = [
  ...XSS_CORPUS.map((payload, index) => [`payload ${index + 1}`, payload] as const),
  ['the whole corpus', corpusHtml()],
];

let alert: MockInstance<typeof window.alert>;

beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  // jsdom has no scrolling; a view that scrolls to the top would only log that.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, XSS_MARKER);
});

/** Renders `node` in the app's providers and waits for the marker text to be shown. */
async function renderShown(node: ReactNode) {
  const result = render(<StoryProviders>{node}</StoryProviders>);
  await screen.findAllByText(MARK, { exact: false });
  return result.container;
}

/** Asserts that nothing in `root` can run, nothing ran, and the document is not clobbered. */
function expectInert(root: ParentNode) {
  expect(activeContentIn(root)).toEqual([]);
  expect(alert).not.toHaveBeenCalled();
  expect(Reflect.get(window, XSS_MARKER)).toBeUndefined();
  expect(typeof document.cookie).toBe('string');
  expect(typeof document.getElementById).toBe('function');
  expect(document.body).toBeInstanceOf(HTMLBodyElement);
  expect(document.location).toBe(window.location);
  expect(document.defaultView).toBe(window);
}

const withMark = (html: string) => `<p>${MARK}</p>${html}`;

function faqEntry(answer: string): FaqEntry {
  return {
    id: 1,
    date: '2026-09-01T09:00:00',
    date_gmt: '2026-09-01T07:00:00',
    modified: '2026-09-01T09:00:00',
    modified_gmt: '2026-09-01T07:00:00',
    slug: 'domanda',
    status: 'publish',
    type: 'faq',
    link: '/faq#domanda',
    title: { rendered: 'Una domanda' },
    content: { rendered: answer, protected: false },
    menu_order: 1,
    faq_section: { slug: 'sezione', name: 'Sezione', order: 1 },
  };
}

function newsItem(html: string): NewsItem {
  return {
    id: 1,
    slug: 'messaggio',
    date: '2026-10-01T08:00:00',
    title: 'Un messaggio',
    excerpt: html,
    content: html,
    link: '/profile/news-list#messaggio',
    sticky: false,
    categories: ['Avvisi'],
  };
}

describe.each(CASES)('%s', (_name, payload) => {
  const html = withMark(payload);

  it('in a content page renders inert', async () => {
    const container = await renderShown(
      <ContentPageView state={{ kind: 'page', title: 'Pagina', html }} />,
    );
    expectInert(container);
  });

  it('in a FAQ answer renders inert, opened', async () => {
    render(
      <StoryProviders>
        <FaqView sections={faqSectionsOf([faqEntry(html)], '')} search="" onSearch={() => {}} />
      </StoryProviders>,
    );
    (await screen.findByRole('button', { name: 'Una domanda' })).click();
    await screen.findAllByText(MARK, { exact: false });
    expectInert(document.body);
  });

  it('in a news message renders inert', async () => {
    const container = await renderShown(
      <NewsList items={[newsItem(html)]} page={1} totalPages={1} onPage={() => {}} />,
    );
    expectInert(container);
  });

  it('as content HTML renders inert, with and without the links’ handling', async () => {
    const bare = await renderShown(<ContentHtml html={html} />);
    expectInert(bare);
    const linked = await renderShown(
      <ContentLinksContext.Provider
        value={{ classify: () => ({ kind: 'external' }), route: () => {}, playVideo: () => {} }}
      >
        <ContentHtml html={html} />
      </ContentLinksContext.Provider>,
    );
    expectInert(linked);
  });
});

/** Addresses a menu entry might hold that would run script or open an attacker's document. */
const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\u0000script:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
];

function menuEntry(ID: number, title: string, url: string, children: MenuEntry[] = []): MenuEntry {
  return { ID, title, url, classes: '', target: '', attr: '', children };
}

describe('the footer menu', () => {
  it('shows every payload in a title as text and links no script address', async () => {
    const entries = [
      menuEntry(
        1,
        `${MARK} colonna`,
        '#',
        XSS_CORPUS.map((payload, index) => menuEntry(100 + index, payload, '/page/servizi')),
      ),
      menuEntry(
        2,
        'Indirizzi',
        '#',
        SCRIPT_URLS.map((url, index) => menuEntry(200 + index, `voce ${index}`, url)),
      ),
      ...SCRIPT_URLS.map((url, index) => menuEntry(300 + index, `in cima ${index}`, url)),
    ];
    const container = await renderShown(<FooterMenu entries={entries} onNavigate={() => {}} />);
    expectInert(container);
    // Each title reads as typed, and the entries with a script address are no links at all.
    expect(screen.getByRole('link', { name: XSS_CORPUS[0] })).toHaveAttribute(
      'href',
      '/page/servizi',
    );
    for (const index of SCRIPT_URLS.keys()) {
      expect(screen.getByText(`voce ${index}`).closest('a')).toBeNull();
      expect(screen.getByText(`in cima ${index}`).closest('a')).toBeNull();
    }
  });

  it('keeps shop paths, web, mail and phone addresses as links', async () => {
    const entries = [
      menuEntry(1, `${MARK} servizi`, '/page/servizi'),
      menuEntry(2, 'Il blog', 'https://cms.spesa.example.it/blog/'),
      menuEntry(3, 'Scrivici', 'mailto:assistenza@spesa.example.it'),
      menuEntry(4, 'Chiamaci', 'tel:+390212345678'),
    ];
    await renderShown(<FooterMenu entries={entries} onNavigate={() => {}} />);
    expect(screen.getByRole('link', { name: `${MARK} servizi` })).toHaveAttribute(
      'href',
      '/page/servizi',
    );
    expect(screen.getByRole('link', { name: 'Il blog' })).toHaveAttribute(
      'href',
      'https://cms.spesa.example.it/blog/',
    );
    expect(screen.getByRole('link', { name: 'Scrivici' })).toHaveAttribute(
      'href',
      'mailto:assistenza@spesa.example.it',
    );
    expect(screen.getByRole('link', { name: 'Chiamaci' })).toHaveAttribute(
      'href',
      'tel:+390212345678',
    );
  });
});
