import { afterEach, describe, expect, it, vi } from 'vitest';

/** The build flags as a build with these variables would have them. */
async function flagsOf(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('../../src/shared/build-flags');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the login's link to the company's registration page", () => {
  const URL = 'https://registrazione.example.it/';

  it('is offered when the shop does not register shoppers itself', async () => {
    const flags = await flagsOf({
      VITE_REGISTRATION: 'false',
      VITE_EXTERNAL_REGISTRATION_URL: URL,
    });
    expect(flags.externalRegistrationUrl).toBe(URL);
  });

  it('is not offered when the shop registers shoppers itself', async () => {
    const flags = await flagsOf({ VITE_REGISTRATION: 'true', VITE_EXTERNAL_REGISTRATION_URL: URL });
    expect(flags.externalRegistrationUrl).toBeUndefined();
  });

  it('is never offered in the mobile app', async () => {
    const flags = await flagsOf({
      VITE_REGISTRATION: 'false',
      VITE_EXTERNAL_REGISTRATION_URL: URL,
      VITE_MOBILE_APP: 'true',
    });
    expect(flags.inMobileApp).toBe(true);
    expect(flags.externalRegistrationUrl).toBeUndefined();
  });
});
