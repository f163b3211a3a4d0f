import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../features/session';

/** Everything behind login (shopping-flow.md §2): one guard for the routes under `_auth/`. */
export const Route = createFileRoute('/_auth')({ beforeLoad: requireLogin });
