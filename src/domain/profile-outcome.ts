/**
 * The outcome pages of 'Il mio profilo' (account-and-platform.md §2, the profile area's children
 * profile-update-error, profile-confirmed, profile-updated and email-updated): one address each.
 */
export const PROFILE_OUTCOMES = [
  'profile-updated',
  'profile-confirmed',
  'profile-update-error',
  'email-updated',
] as const;

export type ProfileOutcome = (typeof PROFILE_OUTCOMES)[number];

export const isProfileOutcome = (value: string): value is ProfileOutcome =>
  (PROFILE_OUTCOMES as readonly string[]).includes(value);
