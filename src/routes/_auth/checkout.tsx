import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '../../api/cart';
import { CheckoutContainer } from '../../features/checkout/CheckoutContainer';

export const Route = createFileRoute('/_auth/checkout')({
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
