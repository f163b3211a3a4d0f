/** What `use-sync-external-store/shim` gives, from React itself (vite.config.ts's alias). */
export { useSyncExternalStore } from 'react';
