import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '../api/cart.queries';
import { requireLogin } from '../app/guards';
import { CheckoutContainer } from '../app/CheckoutContainer';

export const Route = createFileRoute('/checkout')({
  beforeLoad: requireLogin,
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQueryOptions(context.client)),
  component: CheckoutPage,
});

function CheckoutPage() {
  const { client } = Route.useRouteContext();
  return (
    <Container size="md" py="md">
      <CheckoutContainer client={client} />
    </Container>
  );
}
