/**
 * React hydrates a server-rendered route's content after the page's shell and on its own (the
 * router's outlet is a Suspense boundary). Until it has, an update reaching that content (a
 * navigation, the session's first read) makes React throw the route's markup away and render it
 * again. Each server-rendered route's component calls `useRouteTakenOver`, so that the app knows
 * when its content is React's (src/app/start.tsx waits for it).
 */
import { useEffect } from 'react';

let markTakenOver = () => {};
export const routeTakenOver = new Promise<void>((resolve) => {
  markTakenOver = resolve;
});

export function useRouteTakenOver() {
  useEffect(() => markTakenOver(), []);
}
