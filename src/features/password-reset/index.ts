/** The password-reset flow's public face: its routes' container. */
export { PasswordResetContainer, type PasswordResetEntry } from './PasswordResetContainer';
