/** The service choice's public face: its effects (loaded with the cart's actors), locks, dialogs. */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

/** The service-selection actor's effects, loaded with the cart's actors. */
export const loadServiceEffects = () => import('./service.effects');
export type ServiceEffectsModule = Awaited<ReturnType<typeof loadServiceEffects>>;
export { useServiceLocks } from './service-locks';
/** The address, time-slot and store dialogs, loaded when one first opens. */
export const ServiceDialogs = lazy(withStorefrontTexts(() => import('./ServiceDialogsContainer')));
