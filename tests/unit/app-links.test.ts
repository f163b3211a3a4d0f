import { describe, expect, it } from 'vitest';
import { inAppPath } from '../../src/domain/app-links';

const shop = { origin: 'https://spesa.example.it' };

describe('the page a deep link or a notification opens in the app', () => {
  it('opens the shop pages named by an address of the shop, with their query and hash', () => {
    expect(inAppPath('https://spesa.example.it/profile/orders/12', shop)).toBe(
      '/profile/orders/12',
    );
    expect(inAppPath('https://SPESA.example.it/search?q=latte#risultati', shop)).toBe(
      '/search?q=latte#risultati',
    );
  });

  it('opens a path as the shop page it names', () => {
    expect(inAppPath('/profile/orders/12', shop)).toBe('/profile/orders/12');
    expect(inAppPath('/checkout', shop)).toBe('/checkout');
  });

  it("opens another host's address only when it is one of the shop's", () => {
    expect(inAppPath('https://www.spesa.example.it/checkout', shop)).toBeNull();
    expect(
      inAppPath('https://www.spesa.example.it/checkout', {
        ...shop,
        otherHosts: ['www.spesa.example.it'],
      }),
    ).toBe('/checkout');
  });

  it('opens nothing for another site, a file of the shop, another scheme or no address', () => {
    expect(inAppPath('https://truffa.example.com/profile/orders', shop)).toBeNull();
    expect(inAppPath('//truffa.example.com/profile/orders', shop)).toBeNull();
    expect(inAppPath('https://spesa.example.it/p/wp-content/volantino.pdf', shop)).toBeNull();
    expect(inAppPath('https://spesa.example.it/photo2/latte.jpg', shop)).toBeNull();
    expect(inAppPath('javascript:alert(1)', shop)).toBeNull();
    expect(inAppPath('mailto:servizio@spesa.example.it', shop)).toBeNull();
    expect(inAppPath('', shop)).toBeNull();
    expect(inAppPath('profile/orders', shop)).toBeNull();
    expect(inAppPath('not a link', shop)).toBeNull();
    expect(inAppPath('   ', shop)).toBeNull();
  });
});
