/**
 * The login-required route guard (account-and-platform.md §2 "Route guards"): the user passes if
 * the session-storage flag is-authenticated, the session-storage session key or the local-storage
 * account key exists; otherwise, if the cart state says not authenticated, the user goes Home.
 */
export interface LoginMarkers {
  readonly isAuthenticated: boolean;
  readonly session: boolean;
  readonly account: boolean;
}

export function canEnterLoginRoute(markers: LoginMarkers, cartSaysAuthenticated: boolean) {
  return markers.isAuthenticated || markers.session || markers.account || cartSaysAuthenticated;
}
