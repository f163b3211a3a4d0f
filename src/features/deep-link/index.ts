/**
 * The deep-link flow's public face: the mobile app's links (its native side sends them,
 * src/app/native-app.ts). In a browser the same short addresses are the router's
 * (src/domain/deep-links.ts, src/routes/$.tsx).
 */
export { createDeepLinkActor, type DeepLinkActor, type DeepLinkEffects } from './deep-link.effects';
