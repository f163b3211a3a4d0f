import { createFileRoute, redirect } from '@tanstack/react-router';
import { isProfileOutcome } from '../../../domain/profile-outcome';
import { ProfileOutcomeMessage } from '../../../features/account/components/ProfileOutcomeMessage';

/**
 * /profile/profile-updated, profile-confirmed, profile-update-error and email-updated; any other
 * address under /profile goes to /not-found.
 */
export const Route = createFileRoute('/_auth/profile/$outcome')({
  beforeLoad: ({ params }) => {
    if (!isProfileOutcome(params.outcome)) throw redirect({ to: '/not-found', replace: true });
  },
  component: ProfileOutcomeRoute,
});

function ProfileOutcomeRoute() {
  const { outcome } = Route.useParams();
  return isProfileOutcome(outcome) ? <ProfileOutcomeMessage outcome={outcome} /> : null;
}
