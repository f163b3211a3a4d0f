/**
 * Link handling inside the content service's HTML (shopping-flow.md §2): internal links on allowed
 * hosts are app routes with the shop's prefix stripped, except `/p/`, `/photo/` and `/photo2/`;
 * hash links scroll; video links open the video dialog; other external links open a new window.
 */
import { describe, expect, it } from 'vitest';
import { classifyContentLink, type LinkContext } from '../../src/domain/content-links';

const ON_SERVICES: LinkContext = {
  pageUrl: 'https://spesa.example.it/page/servizi',
  allowedHosts: ['www.spesa-online.it'],
  shopPrefix: '/',
};
const classify = (href: string, context: Partial<LinkContext> = {}) =>
  classifyContentLink(href, { ...ON_SERVICES, ...context });

describe('links inside content', () => {
  it.each([
    ['/catalog/category/frutta-e-verdura', '/catalog/category/frutta-e-verdura'],
    ['faq', '/page/faq'],
    ['https://spesa.example.it/faq?q=carta#resi', '/faq?q=carta#resi'],
    ['https://www.spesa-online.it/page/contatti', '/page/contatti'],
    ['HTTPS://WWW.SPESA-ONLINE.IT/vantaggi', '/vantaggi'],
    ['/page/chi-siamo#negozi', '/page/chi-siamo#negozi'],
  ])('%s on an allowed host is the app route %s', (href, route) => {
    expect(classify(href)).toEqual({ kind: 'route', href: route });
  });

  it('the shop prefix is stripped from an internal link', () => {
    expect(
      classify('https://www.spesa-online.it/spesa/catalog/category/pesce', {
        shopPrefix: '/spesa/',
      }),
    ).toEqual({ kind: 'route', href: '/catalog/category/pesce' });
    expect(classify('/spesa', { shopPrefix: '/spesa/' })).toEqual({ kind: 'route', href: '/' });
    expect(classify('/spesaonline/x', { shopPrefix: '/spesa/' })).toEqual({
      kind: 'route',
      href: '/spesaonline/x',
    });
  });

  it.each([
    '/p/wp-content/uploads/volantino.pdf',
    '/photo/red-apple.svg',
    '/photo2/cheese.webp',
    'https://www.spesa-online.it/p/wp-admin/',
    'mailto:servizioclienti@spesa-online.it',
    'tel:+390212345678',
    'javascript:alert(1)',
    '#',
  ])('%s stays an ordinary link', (href) => {
    expect(classify(href)).toEqual({ kind: 'plain' });
  });

  it('a hash link, or a link to the same page with a hash, scrolls', () => {
    expect(classify('#ritiro-al-locker')).toEqual({ kind: 'hash', id: 'ritiro-al-locker' });
    expect(classify('/page/servizi#consegna')).toEqual({ kind: 'hash', id: 'consegna' });
    expect(classify('https://spesa.example.it/page/servizi#consegna')).toEqual({
      kind: 'hash',
      id: 'consegna',
    });
  });

  it.each([
    [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ],
    ['https://youtu.be/aqz-KE-bpKQ?t=10', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    [
      'https://m.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s opens the video dialog with %s', (href, embedUrl) => {
    const link = classify(href);
    expect(link.kind).toBe('video');
    expect(link.kind === 'video' && link.video.embedUrl).toBe(embedUrl);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staffpicks',
    'https://www.example.com/ricette',
    'http://spesa.example.it.evil.example/page/servizi',
  ])('%s is an external link', (href) => {
    expect(classify(href)).toEqual({ kind: 'external' });
  });
});
