import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressDiscoveryPage } from '../../src/features/address-discovery/components/AddressDiscoveryPage';
import {
  MONZA,
  MONZA_SERVICES,
  NOTHING_NEARBY,
  PAVIA,
  SERVICE_HOURS,
} from './address-discovery-samples';

const meta = {
  title: 'AddressDiscovery/AddressDiscoveryPage',
  component: AddressDiscoveryPage,
  args: {
    view: 'idle',
    busyStep: 'resolving',
    place: null,
    alternative: null,
    services: null,
    serviceHours: [],
    errors: [],
    startingShopping: false,
    onSubmit: fn(),
    onUsePosition: fn(),
    onChooseAlternative: fn(),
    onRetry: fn(),
    onStartShopping: fn(),
  },
} satisfies Meta<typeof AddressDiscoveryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `addressDiscovery.idle`: the empty form. */
export const Idle: Story = {};
/** `addressDiscovery.locating`: the browser is asked for the position. */
export const Locating: Story = { args: { view: 'busy', busyStep: 'locating' } };
/** `addressDiscovery.resolving`: the typed address is looked up. */
export const Resolving: Story = { args: { view: 'busy', busyStep: 'resolving' } };
/** `addressDiscovery.searching`: the services near a served place are searched. */
export const Searching: Story = { args: { view: 'busy', busyStep: 'searching' } };
/** `addressDiscovery.found`: Monza's store, locker and company delivery. */
export const Found: Story = {
  args: {
    view: 'found',
    place: MONZA.place,
    services: MONZA_SERVICES,
    serviceHours: SERVICE_HOURS,
  },
};
/** `addressDiscovery.found` with nothing nearby and no company delivery. */
export const FoundNothingNearby: Story = {
  args: { ...Found.args, services: NOTHING_NEARBY },
};
/** `addressDiscovery.startingShopping`: 'Inizia la spesa' waits for the login. */
export const StartingShopping: Story = { args: { ...Found.args, startingShopping: true } };
/** `addressDiscovery.notCovered`: Pavia, with the nearest served store. */
export const NotCovered: Story = {
  args: { view: 'notCovered', place: PAVIA.place, alternative: PAVIA.alternative },
};
/** `addressDiscovery.notFound`: the text names no town of Lombardy. */
export const NotFound: Story = { args: { view: 'notFound' } };
/** `addressDiscovery.failed` after a refused position. */
export const PositionDenied: Story = {
  args: {
    view: 'failed',
    errors: [
      "Non hai consentito l'accesso alla tua posizione: scrivi l'indirizzo nel campo qui sopra.",
    ],
  },
};
