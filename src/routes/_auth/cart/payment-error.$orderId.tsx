import { createFileRoute } from '@tanstack/react-router';
import { orderIdParam } from '../../../shared/route-params';
import { PaymentResultPage } from '../../../features/checkout/PaymentResultContainer';

export const Route = createFileRoute('/_auth/cart/payment-error/$orderId')({
  params: orderIdParam,
  component: PaymentResultRoute,
});

function PaymentResultRoute() {
  return <PaymentResultPage orderId={Route.useParams().orderId} />;
}
