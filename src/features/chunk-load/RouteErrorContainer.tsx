import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from './components/RouteError';
import { isCodeLoadError } from './load-error';

/**
 * The router's error component for every page: a page whose code did not arrive offers to load
 * the page again (the router itself reloads once first, on a module it could not fetch); any
 * other failure runs the page's reads again.
 */
export default function RouteErrorContainer({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isCodeLoadError(error)) {
    return <RouteError kind="load" onAction={() => window.location.reload()} />;
  }
  return (
    <RouteError
      kind="other"
      onAction={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
