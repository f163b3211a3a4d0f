/**
 * Which failures of a page are its code not arriving (src/features/chunk-load/load-error.ts): the
 * page then offers 'Ricarica' rather than 'Riprova'.
 */
import { describe, expect, it } from 'vitest';
import { isCodeLoadError } from '../../src/features/chunk-load/load-error';

describe('a code load error', () => {
  it("is a module any browser could not fetch, or a chunk's styles Vite could not preload", () => {
    const url = 'http://127.0.0.1:8080/assets/DELCy9_D.js';
    expect(
      isCodeLoadError(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    ).toBe(true);
    expect(
      isCodeLoadError(new TypeError(`error loading dynamically imported module: ${url}`)),
    ).toBe(true);
    expect(isCodeLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadError(new Error(`Unable to preload CSS for ${url}`))).toBe(true);
  });

  it('is not any other failure, nor what is not an error', () => {
    expect(isCodeLoadError(new Error('HTTP 500'))).toBe(false);
    expect(isCodeLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isCodeLoadError(undefined)).toBe(false);
  });
});
