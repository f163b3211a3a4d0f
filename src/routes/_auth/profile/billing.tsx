import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../../../features/account/BillingPage';

/** 'Dati di fatturazione' of the personal area. */
export const Route = createFileRoute('/_auth/profile/billing')({
  component: BillingRoute,
});

function BillingRoute() {
  return <BillingPage client={Route.useRouteContext().client} />;
}
