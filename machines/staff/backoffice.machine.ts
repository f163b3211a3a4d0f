/**
 * The staff's backoffice (account-and-platform.md §1, §6 and §7; issue 16): who is signed on,
 * the sign-on without the identity provider (backoffice user, password, a one-time code when the
 * account has one), the customer search, acting for a customer ('Sei loggato come' with 'Esci'),
 * acting's end after 30 minutes without activity, and signing out.
 *
 * Server state (who is signed on, the customers found) is the app's query cache; the machine owns
 * the flow: which step, what is pending, the message to show.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages';
import { ACTING_IDLE_MINUTES, staffMessages } from '../../src/domain/staff';
import { failureTexts, notProvided } from '../flow-failure';

export interface StaffIdentity {
  readonly username: string;
  readonly displayName: string;
  readonly roles: readonly string[];
}

export interface ActingFor {
  readonly userId: number;
  readonly firstName: string;
  readonly lastName: string;
}

/** Who is signed on, as the shop answers it. */
export interface StaffState {
  readonly staff: StaffIdentity | null;
  readonly acting: ActingFor | null;
}

export interface BackofficeCredentials {
  readonly backofficeUser: string;
  readonly password: string;
  readonly otp?: string;
}

export interface BackofficeContext {
  staff: StaffIdentity | null;
  acting: ActingFor | null;
  /** The last failure's first text, or a notice ('Sei rimasto inattivo...'); null: none. */
  message: string | null;
  /** The sign-on asked for the one-time code. */
  otpAsked: boolean;
  /** The customer 'Agisci come cliente' was pressed for, while it is being selected. */
  selectingUserId: number | null;
}

export type BackofficeEvent =
  | { type: 'signIn.submit'; credentials: BackofficeCredentials }
  | { type: 'customer.select'; userId: number }
  | { type: 'acting.exit' }
  | { type: 'acting.expired' }
  | { type: 'activity' }
  | { type: 'signOut' }
  | { type: 'staff.refresh' };

export const ACTING_IDLE_MS = ACTING_IDLE_MINUTES * 60 * 1000;

function firstText(error: unknown): string {
  return failureTexts(error)[0] ?? messages.generic.message;
}

export const backofficeMachine = setup({
  types: {
    context: {} as BackofficeContext,
    events: {} as BackofficeEvent,
  },
  actors: {
    /** saml/do-login?checkUser=true. */
    checkStaff: fromPromise<StaffState>(notProvided),
    /** backoffice-access/sso-login. */
    signIn: fromPromise<StaffState, BackofficeCredentials>(notProvided),
    /** user-search/select_user. */
    selectCustomer: fromPromise<StaffState, { userId: number }>(notProvided),
    /** user-search/release_user. */
    releaseCustomer: fromPromise<StaffState>(notProvided),
    /** saml/do-logout. */
    signOut: fromPromise<void>(notProvided),
  },
  actions: {
    assignState: assign((_, params: { state: StaffState }) => ({
      staff: params.state.staff,
      acting: params.state.acting,
      otpAsked: false,
    })),
    assignFailure: assign({
      message: (_, params: { error: unknown }) => firstText(params.error),
    }),
    /** The one-time code is asked when the answer says so (and stays asked). */
    assignSignInFailure: assign((_, params: { error: unknown }) => {
      const text = firstText(params.error);
      return {
        message: text,
        otpAsked: text === messages.mfaRequired.message || text === messages.wrongMfaPin.message,
      };
    }),
    clearMessage: assign({ message: null }),
    assignSelecting: assign({
      selectingUserId: ({ event }) => (event.type === 'customer.select' ? event.userId : null),
    }),
    clearSelecting: assign({ selectingUserId: null }),
    noticeActingExpired: assign({ message: staffMessages.actingExpired.message, acting: null }),
    forgetStaff: assign({ staff: null, acting: null, otpAsked: false }),
    /** The app's shell shows or hides the 'Sei loggato come' card, and leaves staff pages. */
    announceActing: () => {},
    announceReleased: () => {},
  },
  guards: {
    isActing: (_, params: { state: StaffState }) =>
      params.state.staff !== null && params.state.acting !== null,
    isSignedOn: (_, params: { state: StaffState }) => params.state.staff !== null,
  },
  delays: { actingIdle: ACTING_IDLE_MS },
}).createMachine({
  id: 'backoffice',
  context: { staff: null, acting: null, message: null, otpAsked: false, selectingUserId: null },
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkStaff',
        src: 'checkStaff',
        onDone: [
          {
            guard: { type: 'isActing', params: ({ event }) => ({ state: event.output }) },
            target: 'acting',
            actions: { type: 'assignState', params: ({ event }) => ({ state: event.output }) },
          },
          {
            guard: { type: 'isSignedOn', params: ({ event }) => ({ state: event.output }) },
            target: 'signedIn',
            actions: { type: 'assignState', params: ({ event }) => ({ state: event.output }) },
          },
          { target: 'signedOut', actions: 'forgetStaff' },
        ],
        onError: { target: 'signedOut', actions: 'forgetStaff' },
      },
    },
    signedOut: {
      on: {
        'signIn.submit': { target: 'signingIn', actions: 'clearMessage' },
        'staff.refresh': { target: 'checking' },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) =>
          event.type === 'signIn.submit' ? event.credentials : { backofficeUser: '', password: '' },
        onDone: {
          target: 'signedIn',
          actions: { type: 'assignState', params: ({ event }) => ({ state: event.output }) },
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'assignSignInFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: {
      on: {
        'customer.select': { target: 'selecting', actions: ['clearMessage', 'assignSelecting'] },
        signOut: { target: 'signingOut' },
        'staff.refresh': { target: 'checking' },
      },
    },
    selecting: {
      tags: ['busy'],
      exit: 'clearSelecting',
      invoke: {
        id: 'selectCustomer',
        src: 'selectCustomer',
        input: ({ context }) => ({ userId: context.selectingUserId ?? 0 }),
        onDone: {
          target: 'acting',
          actions: { type: 'assignState', params: ({ event }) => ({ state: event.output }) },
        },
        onError: {
          target: 'signedIn',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    acting: {
      entry: 'announceActing',
      initial: 'active',
      states: {
        active: {
          // Each call the staff user makes for the customer starts the 30 minutes again.
          after: { actingIdle: { target: '#backoffice.signedIn', actions: 'noticeActingExpired' } },
          on: { activity: { target: 'active', reenter: true } },
        },
      },
      on: {
        'acting.exit': { target: 'releasing' },
        // The shop ended acting first (its own 30 minutes).
        'acting.expired': { target: 'signedIn', actions: 'noticeActingExpired' },
        signOut: { target: 'signingOut' },
      },
      exit: 'announceReleased',
    },
    releasing: {
      tags: ['busy'],
      invoke: {
        id: 'releaseCustomer',
        src: 'releaseCustomer',
        onDone: {
          target: 'signedIn',
          actions: { type: 'assignState', params: ({ event }) => ({ state: event.output }) },
        },
        // Acting could not be ended: the card stays, with the reason.
        onError: {
          target: 'acting',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'forgetStaff' },
        onError: {
          target: 'signedIn',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

type BackofficeSnapshot = SnapshotFrom<typeof backofficeMachine>;

export const selectBackofficeBusy = (snapshot: BackofficeSnapshot) => snapshot.hasTag('busy');
export const selectStaff = (snapshot: BackofficeSnapshot) => snapshot.context.staff;
export const selectActing = (snapshot: BackofficeSnapshot) =>
  snapshot.matches('acting') || snapshot.matches('releasing') ? snapshot.context.acting : null;
export const selectBackofficeMessage = (snapshot: BackofficeSnapshot) => snapshot.context.message;
/** The customer being selected, for the spinner on their row; null: none. */
export const selectSelectingUserId = (snapshot: BackofficeSnapshot) =>
  snapshot.context.selectingUserId;
export const selectOtpAsked = (snapshot: BackofficeSnapshot) => snapshot.context.otpAsked;
export const selectIsSignedOut = (snapshot: BackofficeSnapshot) =>
  snapshot.matches('signedOut') || snapshot.matches('signingIn');
export const selectIsChecking = (snapshot: BackofficeSnapshot) => snapshot.matches('checking');
