import { afterEach, describe, expect, it, vi } from 'vitest';

/** The shop-origin module as a build with these variables would have it. */
async function buildWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('../../src/api/shop-origin');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the address of one of the shop's files (a picture)", () => {
  it('is its path on the web', async () => {
    const { shopFile } = await buildWith({ VITE_MOBILE_APP: '', VITE_SHOP_ORIGIN: '' });
    expect(shopFile('/photo/latte.svg')).toBe('/photo/latte.svg');
  });

  it("is the shop's whole address in the mobile app, whose pages come from the webview", async () => {
    const { shopFile } = await buildWith({
      VITE_MOBILE_APP: 'true',
      VITE_SHOP_ORIGIN: 'https://spesa.example.it',
    });
    expect(shopFile('/photo/latte.svg')).toBe('https://spesa.example.it/photo/latte.svg');
    // Another site's picture, or none, stays as it is.
    expect(shopFile('https://cdn.example.com/latte.svg')).toBe('https://cdn.example.com/latte.svg');
    expect(shopFile('//cdn.example.com/latte.svg')).toBe('//cdn.example.com/latte.svg');
    expect(shopFile(undefined)).toBeUndefined();
  });
});
