import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** Server state. A failed call is retried once, except client errors and session expiry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.httpStatus >= 400),
        refetchOnWindowFocus: false,
      },
    },
  });
}
