import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../features/staff/AdminLayout';

/** Admin routes need a single-sign-on user, else userboard (shopping-flow.md §2): AdminLayout checks. */
export const Route = createFileRoute('/admin')({ component: AdminLayout });
