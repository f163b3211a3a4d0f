import { createFileRoute, redirect } from '@tanstack/react-router';
import { isProfileOutcome } from '../../../domain/profile-outcome';
import { ProfileOutcomeMessage } from '../../../features/account/components/ProfileOutcomeMessage';

/**
 * /profile/profile-updated, profile-confirmed, profile-update-error and email-updated;
 * /profile/dashboard, a deep link, is the personal area; any other address under /profile goes
 * to /not-found.
 */
export const Route = createFileRoute('/_auth/profile/$outcome')({
  beforeLoad: async ({ params, location }) => {
    if (isProfileOutcome(params.outcome)) return;
    const { deepLinkTarget } = await import('../../../domain/deep-links');
    const target = deepLinkTarget(location.pathname, location.search);
    throw redirect({ ...(target ?? { to: '/not-found' }), replace: true });
  },
  component: ProfileOutcomeRoute,
});

function ProfileOutcomeRoute() {
  const { outcome } = Route.useParams();
  return isProfileOutcome(outcome) ? <ProfileOutcomeMessage outcome={outcome} /> : null;
}
