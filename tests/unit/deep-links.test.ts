import { describe, expect, it } from 'vitest';
import { deepLinkTarget } from '../../src/domain/deep-links';

describe("the spec's short deep links lead to the shop's pages", () => {
  it('/search carries its words, `q` or `query`, to the search page', () => {
    expect(deepLinkTarget('/search', { q: 'mele golden' })).toEqual({
      to: '/catalog/search',
      search: { query: 'mele golden' },
    });
    expect(deepLinkTarget('/search', { query: 'latte' })).toEqual({
      to: '/catalog/search',
      search: { query: 'latte' },
    });
    // A number is the words a plain form sent; blanks and nothing open the bare search page.
    expect(deepLinkTarget('/search', { q: 123 })).toEqual({
      to: '/catalog/search',
      search: { query: '123' },
    });
    expect(deepLinkTarget('/search/', { q: '   ' })).toEqual({ to: '/catalog/search', search: {} });
    expect(deepLinkTarget('/search', {})).toEqual({ to: '/catalog/search', search: {} });
  });

  it('words longer than the search page takes are left out, as there', () => {
    expect(deepLinkTarget('/search', { q: 'a'.repeat(1000) })).toEqual({
      to: '/catalog/search',
      search: {},
    });
  });

  it('/product/{slug} and /category/* open the product and the category', () => {
    expect(deepLinkTarget('/product/mele-golden-1kg', {})).toEqual({
      to: '/catalog/product/$slug',
      params: { slug: 'mele-golden-1kg' },
    });
    expect(deepLinkTarget('/category/frutta-e-verdura/mele', {})).toEqual({
      to: '/catalog/category/$',
      params: { _splat: 'frutta-e-verdura/mele' },
    });
  });

  it('/profile/dashboard is the personal area', () => {
    expect(deepLinkTarget('/profile/dashboard', {})).toEqual({ to: '/profile' });
    expect(deepLinkTarget('/profile/dashboard/', {})).toEqual({ to: '/profile' });
  });

  it('a malformed or unknown address leads nowhere (Home takes it)', () => {
    for (const path of [
      '/product',
      '/product/',
      '/product/a/b',
      '/product/<script>',
      '/product/%2e%2e',
      '/category',
      '/category/frutta e verdura',
      '/category/../admin',
      '/profile/altro',
      '/searching',
      '/',
    ]) {
      expect(deepLinkTarget(path, {}), path).toBeNull();
    }
  });
});
