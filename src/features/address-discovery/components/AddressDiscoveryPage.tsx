import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AddressDiscoveryView,
  DiscoveredPlace,
  DiscoveryAlternative,
  NearbyServices,
  ServiceHours,
} from '../../../../machines/address-discovery/address-discovery.machine';
import { addressDiscoveryMessages } from '../../../domain/address-discovery';
import { serviceMessages } from '../../../domain/delivery-services';
import { AddressSearchForm } from './AddressSearchForm';
import { NearbyServicesList } from './NearbyServicesList';
import { distanceOf } from './service-texts';

export interface AddressDiscoveryPageProps {
  /** What shows below the form, from the address-discovery machine's state. */
  readonly view: AddressDiscoveryView;
  /** The step under way while `view` is 'busy'. */
  readonly busyStep: 'locating' | 'resolving' | 'searching';
  readonly place: DiscoveredPlace | null;
  readonly alternative: DiscoveryAlternative | null;
  readonly services: NearbyServices | null;
  readonly serviceHours: readonly ServiceHours[];
  readonly errors: readonly string[];
  readonly startingShopping: boolean;
  readonly onSubmit: (query: string) => void;
  readonly onUsePosition: () => void;
  readonly onChooseAlternative: () => void;
  readonly onRetry: () => void;
  readonly onStartShopping: () => void;
}

/** `/address-discovery`: the search and what reaches the place found. */
export function AddressDiscoveryPage(props: AddressDiscoveryPageProps) {
  const { t } = useLingui();
  const busyText =
    props.busyStep === 'locating'
      ? t`Cerchiamo la tua posizione…`
      : props.busyStep === 'searching'
        ? t`Cerchiamo i servizi vicini…`
        : t`Cerchiamo l'indirizzo…`;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>Scopri i servizi nella tua zona</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              Scrivi un indirizzo, un comune o un CAP della Lombardia, oppure usa la tua posizione:
              ti diciamo quali negozi, locker e consegne arrivano lì.
            </Trans>
          </Text>
        </Stack>
        <AddressSearchForm
          busy={props.view === 'busy'}
          locating={props.view === 'busy' && props.busyStep === 'locating'}
          onSubmit={props.onSubmit}
          onUsePosition={props.onUsePosition}
        />
        <div aria-live="polite" aria-busy={props.view === 'busy'}>
          <Outcome {...props} busyText={busyText} />
        </div>
      </Stack>
    </Container>
  );
}

function Outcome(props: AddressDiscoveryPageProps & { readonly busyText: string }) {
  const { i18n } = useLingui();
  switch (props.view) {
    case 'busy':
      return (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{props.busyText}</Text>
        </Group>
      );
    case 'found':
      return props.place !== null && props.services !== null ? (
        <NearbyServicesList
          place={props.place}
          services={props.services}
          serviceHours={props.serviceHours}
          startingShopping={props.startingShopping}
          onStartShopping={props.onStartShopping}
        />
      ) : null;
    case 'notCovered':
      return <NotCovered {...props} />;
    case 'notFound':
      return (
        <Alert color="yellow" role="alert">
          {i18n._(addressDiscoveryMessages.notFound)}
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {props.errors.map((error) => (
              <Text key={error} size="sm">
                {error}
              </Text>
            ))}
            <Button variant="light" color="red" onClick={props.onRetry}>
              <Trans>Riprova</Trans>
            </Button>
          </Stack>
        </Alert>
      );
    default:
      return null;
  }
}

function NotCovered(props: AddressDiscoveryPageProps) {
  const { i18n } = useLingui();
  const { alternative } = props;
  if (alternative === null) {
    return <Alert color="red" role="alert" title={i18n._(serviceMessages.addressNotCovered)} />;
  }
  const distance = distanceOf(alternative.distance, i18n.locale);
  const store = alternative.name;
  const city = alternative.place.city;
  return (
    <Alert color="red" role="alert" title={i18n._(serviceMessages.addressNotCovered)}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>
            Il punto servito più vicino è il negozio {store} a {city}, a {distance}.
          </Trans>
        </Text>
        <Button variant="light" onClick={props.onChooseAlternative}>
          <Trans>Vedi i servizi di {city}</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
