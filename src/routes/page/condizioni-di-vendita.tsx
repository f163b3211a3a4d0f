import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The shop's conditions of sale, which the checkout asks the shopper to accept. A page of our own
 * until the content pages (`/page/{pageName}`, from the content API) carry it; it states what the
 * shop does, in the terms the rest of the shop uses.
 */
export const Route = createFileRoute('/page/condizioni-di-vendita')({
  component: SaleConditions,
});

function SaleConditions() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>
          <Trans>Condizioni di vendita</Trans>
        </Title>
        <Section title={<Trans>Il servizio</Trans>}>
          <Text>
            <Trans>
              La spesa ordinata online si ritira in negozio, a un locker oppure si riceve in
              azienda, nella fascia oraria scelta al momento dell'ordine.
            </Trans>
          </Text>
        </Section>
        <Section title={<Trans>Prezzi e prodotti a peso variabile</Trans>}>
          <Text>
            <Trans>
              I prezzi sono quelli in vigore al momento dell'ordine. Per i prodotti venduti a peso
              l'importo finale dipende dal peso effettivo, rilevato durante la preparazione.
            </Trans>
          </Text>
        </Section>
        <Section title={<Trans>Pagamento</Trans>}>
          <List spacing="xs">
            <List.Item>
              <Trans>
                Al termine dell'ordine si preautorizza sulla carta il totale, più il 30% della parte
                a peso variabile e il costo dei sacchetti.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                L'importo effettivo, calcolato sul peso reale, viene addebitato quando inizia la
                preparazione.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Se il pagamento non va a buon fine si può riprovare; altrimenti l'ordine viene
                annullato automaticamente poco dopo.
              </Trans>
            </List.Item>
          </List>
        </Section>
        <Section title={<Trans>Modifica e annullamento</Trans>}>
          <Text>
            <Trans>
              Finché la preparazione non è iniziata (tre ore prima della fascia oraria) l'ordine si
              può annullare, e un ordine confermato si può modificare dall'area personale. Chi
              modifica un ordine ritrova i prezzi del giorno dell'ordine; le promozioni nel
              frattempo scadute possono andare perse.
            </Trans>
          </Text>
        </Section>
        <Section title={<Trans>Buoni e codici sconto</Trans>}>
          <Text>
            <Trans>
              I codici sconto si inseriscono prima del pagamento. Chi invita un amico riceve un
              buono da 5 euro dopo il primo ordine dell'amico.
            </Trans>
          </Text>
        </Section>
        <Anchor component={Link} to="/">
          <Trans>Torna alla home</Trans>
        </Anchor>
      </Stack>
    </Container>
  );
}

function Section({ title, children }: { readonly title: ReactNode; readonly children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
