import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../.storybook/preview';
import { storefrontTexts } from '../src/shared/i18n';

setProjectAnnotations(preview);
// Two workers share two cores: a dialog's closing transition may take over the default second.
configure({ asyncUtilTimeout: 3_000 });
// Components render every storefront text synchronously, as after the root route's loader.
await storefrontTexts;

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
