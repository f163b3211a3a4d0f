import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ProfileLayout } from '../../features/account/components/ProfileLayout';

/** The personal area's layout: its menu around each section's page. */
export const Route = createFileRoute('/_auth/profile')({
  component: ProfileRoute,
});

function ProfileRoute() {
  return (
    <ProfileLayout>
      <Outlet />
    </ProfileLayout>
  );
}
