import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  DiscoveredPlace,
  NearbyServices,
  ServiceHours,
} from '../../../../machines/address-discovery/address-discovery.machine';
import { ORDER_TYPES } from '../../../domain/delivery-services';
import { distanceOf, hoursOf } from './service-texts';

export interface NearbyServicesListProps {
  readonly place: DiscoveredPlace;
  readonly services: NearbyServices;
  readonly serviceHours: readonly ServiceHours[];
  /** 'Inizia la spesa' waits for the login. */
  readonly startingShopping: boolean;
  readonly onStartShopping: () => void;
}

interface PlaceLine {
  readonly address1: string;
  readonly addressNumber: string;
  readonly postalCode?: string;
  readonly city: string;
  readonly province: string;
}

function lineOf(place: PlaceLine): string {
  return `${place.address1} ${place.addressNumber}, ${place.postalCode ?? ''} ${place.city} (${place.province})`.replace(
    /\s+/g,
    ' ',
  );
}

/** One store or locker: its name, address, distance and hours. */
interface Point {
  readonly key: number;
  readonly name: string;
  readonly line: string;
  readonly distance: string | null;
  readonly hours: string | null;
}

function ServicePoint(props: Omit<Point, 'key'>) {
  const { hours, distance } = props;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {props.name}
          </Text>
          <Text size="sm" c="dimmed">
            {props.line}
          </Text>
          {props.hours !== null && (
            <Text size="sm">
              <Trans>Orari: {hours}</Trans>
            </Text>
          )}
        </Stack>
        {props.distance !== null && (
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            <Trans>a {distance}</Trans>
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

const LIST_STYLE = { listStyle: 'none' } as const;

/** A service's section: its title and its points nearby, or that there are none. */
function PointsSection(props: {
  readonly title: string;
  readonly empty: string;
  readonly points: readonly Point[];
}) {
  return (
    <Stack gap="xs" component="section" aria-label={props.title}>
      <Title order={3} size="h4">
        {props.title}
      </Title>
      {props.points.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={LIST_STYLE}>
          {props.points.map(({ key, ...point }) => (
            <ServicePoint key={key} {...point} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A served place: the stores and lockers nearby, company delivery and 'Inizia la spesa'. */
export function NearbyServicesList(props: NearbyServicesListProps) {
  const { t, i18n } = useLingui();
  const { place, services, serviceHours } = props;
  const locale = i18n.locale;
  const storeHours = hoursOf(serviceHours, ORDER_TYPES.pickup, locale);
  const companyHours = hoursOf(serviceHours, ORDER_TYPES.delivery, locale);
  const where = place.province === '' ? place.city : `${place.city} (${place.province})`;
  const warehouse = services.companyWarehouse?.name;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        <Trans>I servizi per {where}</Trans>
      </Title>

      <PointsSection
        title={t`Ritiro in negozio`}
        empty={t`Nessun negozio nelle vicinanze.`}
        points={services.stores.map((store) => ({
          key: store.storeId,
          name: store.name,
          line: lineOf(store),
          distance: distanceOf(store.distance, locale),
          hours: storeHours,
        }))}
      />

      <PointsSection
        title={t`Ritiro al locker`}
        empty={t`Nessun locker nelle vicinanze.`}
        points={services.lockers.map((locker) => ({
          key: locker.addressId,
          name: locker.addressName,
          line: lineOf(locker),
          distance: distanceOf(locker.distance, locale),
          hours: hoursOf(serviceHours, [locker.deliveryServiceId], locale),
        }))}
      />

      <Stack gap="xs" component="section" aria-label={t`Consegna in azienda`}>
        <Title order={3} size="h4">
          <Trans>Consegna in azienda</Trans>
        </Title>
        {services.companyWarehouse === null ? (
          <Text size="sm" c="dimmed">
            <Trans>La consegna in azienda non arriva a questo indirizzo.</Trans>
          </Text>
        ) : (
          <Stack gap={2}>
            <Text size="sm">
              <Trans>La consegna in azienda arriva qui: la spesa parte dal {warehouse}.</Trans>
            </Text>
            {companyHours !== null && (
              <Text size="sm">
                <Trans>Consegne: {companyHours}</Trans>
              </Text>
            )}
          </Stack>
        )}
      </Stack>

      <Group>
        <Button size="md" onClick={props.onStartShopping} loading={props.startingShopping}>
          <Trans>Inizia la spesa</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
