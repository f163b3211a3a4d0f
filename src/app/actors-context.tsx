import { createContext, useContext, type ReactNode } from 'react';
import type { AppActors } from './actors';

const ActorsContext = createContext<AppActors | null>(null);

export function ActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <ActorsContext.Provider value={actors}>{children}</ActorsContext.Provider>;
}

/** The app's actors, created once in `createAppActors`. */
export function useAppActors(): AppActors {
  const actors = useContext(ActorsContext);
  if (!actors) throw new Error('useAppActors needs an ActorsProvider');
  return actors;
}
