import { createFileRoute } from '@tanstack/react-router';
import { UserboardPage } from '../features/staff/UserboardPage';

/**
 * The staff's landing page (shopping-flow.md §2 'userboard'): single sign-on, the backoffice
 * sign-on, and the way to the admin pages once signed on. `sso_error` (a refused sign-on) is
 * read by the page, not by `validateSearch`, to keep the first page's JavaScript small.
 */
export const Route = createFileRoute('/userboard')({ component: UserboardPage });
