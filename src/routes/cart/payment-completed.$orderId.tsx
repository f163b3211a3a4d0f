import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { orderIdParam, requireLogin } from '../../app/guards';
import { PaymentResultContainer } from '../../app/PaymentResultContainer';

export const Route = createFileRoute('/cart/payment-completed/$orderId')({
  beforeLoad: requireLogin,
  params: orderIdParam,
  component: PaymentResultPage,
});

/** Payment completed: the same screen as its twin route (shopping-flow.md §2). */
function PaymentResultPage() {
  const { client } = Route.useRouteContext();
  const { orderId } = Route.useParams();
  return (
    <Container size="md" py="md">
      <PaymentResultContainer client={client} orderId={orderId} />
    </Container>
  );
}
