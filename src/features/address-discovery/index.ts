/** The address discovery's public face: the page's container, for its route. */
export { AddressDiscoveryContainer } from './AddressDiscoveryContainer';
