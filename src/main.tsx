/**
 * The entry: the styles, then the app (src/app/start.tsx). A page the server rendered is already
 * whole on the screen, so the app, which makes it interactive, starts once the browser has painted
 * it: its download and start never hold the first paint. The chunks that page's hydration needs
 * (listed by the server in the page) are preloaded then too. Any other page starts the app at once.
 */
import './app/styles';
import { SERVER_CHUNKS_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from './app/server-rendered';

const startApp = () => import('./app/start');

function preloadServerChunks() {
  const listed = document.getElementById(SERVER_CHUNKS_ELEMENT_ID)?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

if (document.getElementById(SERVER_STATE_ELEMENT_ID)) {
  // A frame's callback runs before its paint; the timeout after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      preloadServerChunks();
      void startApp();
    }, 0),
  );
} else {
  void startApp();
}
