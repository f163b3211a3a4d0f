/**
 * A push notification as the device hands it over (account-and-platform.md §3 "Notification":
 * title, body, nav_to): one shape for the native port (src/native/native-app.ts) and the push
 * statechart (machines/push).
 */
export interface PushNotice {
  readonly title: string;
  readonly body: string;
  /** The page the notification names (`nav_to`), when it names one; not checked yet. */
  readonly navTo: string | null;
}
