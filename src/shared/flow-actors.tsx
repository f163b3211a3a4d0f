/**
 * The flows' actors, created once by the app (`src/app/actors.ts`) and reached from any screen by
 * their id. Each flow names its own actor in `FlowActors`, in its feature's index.ts (TypeScript
 * merges the declarations, as TanStack Router's `Register` does), so this bottom layer knows no
 * feature and nothing below `src/app` needs to import it.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** Each flow's actor by its id; every entry is declared by the flow that owns it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the flows
export interface FlowActors {}

const FlowActorsContext = createContext<FlowActors | null>(null);

export function FlowActorsProvider({
  actors,
  children,
}: {
  actors: FlowActors;
  children: ReactNode;
}) {
  return <FlowActorsContext.Provider value={actors}>{children}</FlowActorsContext.Provider>;
}

/** The flows' actors the app created; screens read them with `useSelector` and `send`. */
export function useFlowActors(): FlowActors {
  const actors = useContext(FlowActorsContext);
  if (!actors) throw new Error('useFlowActors needs a FlowActorsProvider');
  return actors;
}
