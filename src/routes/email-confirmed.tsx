import { createFileRoute } from '@tanstack/react-router';
import { searchTexts } from '../shared/route-params';
import { EmailConfirmedPage } from '../features/account/EmailConfirmedPage';

/** The link of the e-mail change: the new address becomes the login, then the login form. */
export const Route = createFileRoute('/email-confirmed')({
  validateSearch: searchTexts('e_mail', 'token'),
  component: EmailConfirmedRoute,
});

function EmailConfirmedRoute() {
  const { e_mail: email, token } = Route.useSearch();
  return (
    <EmailConfirmedPage
      client={Route.useRouteContext().client}
      link={{ email: email ?? '', token: token ?? '' }}
    />
  );
}
