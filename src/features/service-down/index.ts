export { ServiceDownContainer } from './ServiceDownContainer';
export { ServiceDownWatch } from './ServiceDownWatch';
