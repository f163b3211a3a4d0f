import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { useFlowActors } from '../../shared/flow-actors';
import { AnchorLink, CardLink } from '../../components/router-links';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { parseLanguage } from '../../domain/language';
import { nextOrder } from '../../domain/next-order';
import { timeslotLabel } from '../../components/service-labels';
import { cartQueryOptions } from '../../api/cart';
import { changeLanguage, LanguageChoice } from '../language';
import { orderListQueryOptions } from '../orders';
import { useProfileSections } from './profile-sections';

/**
 * The personal area's dashboard: who is logged in, the next order, the area's sections and the
 * shop's language.
 */
export function ProfilePage({ client }: { readonly client: ShopClient }) {
  const { t, i18n } = useLingui();
  const actors = useFlowActors();
  const { user } = useSuspenseQuery(cartQueryOptions(client)).data;
  const orders = useQuery(orderListQueryOptions(client, 1));
  const next = orders.data ? nextOrder(orders.data.orders) : undefined;
  const sections = useProfileSections();
  return (
    <Stack px="md">
      <PageBreadcrumbs current={t`Area personale`} />
      <Title order={1}>
        <Trans>Area personale</Trans>
      </Title>
      <Text>
        {user.firstName} {user.lastName}
      </Text>
      <Text c="dimmed">{user.email}</Text>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="next-order">
        <Title order={2} size="h4" id="next-order">
          <Trans>Il tuo prossimo ordine</Trans>
        </Title>
        {next === undefined ? (
          <Text c="dimmed">
            {orders.isPending ? t`Caricamento degli ordini` : t`Nessun ordine in corso.`}
          </Text>
        ) : (
          <Stack gap={2}>
            <AnchorLink to="/profile/orders/$orderId" params={{ orderId: next.orderId }} fw={700}>
              {t`Ordine ${next.orderId}`}
            </AnchorLink>
            <Text size="sm">{timeslotLabel(next.timeslot)}</Text>
            <Text size="sm">{next.orderStatusDescr}</Text>
          </Stack>
        )}
      </Paper>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        component="ul"
        p={0}
        m={0}
        aria-label={t`Le sezioni dell'area personale`}
      >
        {sections.map((section) => (
          <li key={section.to} style={{ listStyle: 'none' }}>
            <CardLink to={section.to} withBorder padding="md" radius="md" h="100%">
              <Text fw={700}>{section.label}</Text>
            </CardLink>
          </li>
        ))}
      </SimpleGrid>
      <LanguageChoice
        value={parseLanguage(i18n.locale)}
        onChange={(language) => changeLanguage({ actors }, language)}
      />
      {/* On a phone the header leaves 'Esci' out, for the search box's room: it is here. */}
      <Button
        variant="default"
        hiddenFrom="xs"
        onClick={() => actors.session.send({ type: 'session.logout' })}
      >
        <Trans>Esci</Trans>
      </Button>
    </Stack>
  );
}
