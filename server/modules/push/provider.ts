/**
 * How the shop sends a push notification (issue 32): one interface, whoever delivers. By default
 * and in tests the local stand-in (server/dev/push-standin.ts) records what would be sent; with
 * PUSH_PROVIDER=fcm or apns the credential placeholders of ./credential-providers.ts. What is sent
 * is the spec's notification (account-and-platform.md §7): a title, a body and `nav_to`, the
 * shop's path the app opens when the shopper taps it.
 */

/** One notification, as the app receives it in its data. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** The shop's path the app navigates to on a tap (`/profile/orders/123`). */
  readonly nav_to: string;
}

/** What became of one sending. */
export interface PushResult {
  /** How many devices the provider accepted the notification for. */
  readonly sent: number;
  /**
   * Tokens the provider says no longer reach a device (the app was removed, the token replaced):
   * their devices are forgotten.
   */
  readonly invalidTokens: readonly string[];
}

export interface PushProvider {
  /** `standin`, `fcm` or `apns`, for the logs. */
  readonly kind: string;
  /** Sends `message` to each of `tokens` (the devices' push tokens). */
  send(tokens: readonly string[], message: PushMessage): Promise<PushResult>;
}
