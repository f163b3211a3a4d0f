/** The registration flow's public face: its routes' container and the disclaimers they load. */
export { RegistrationContainer, type RegistrationEntry } from './RegistrationContainer';
export { registrationDisclaimersQueryOptions } from './registration.queries';
