/**
 * A form of the personal area (account-and-platform.md §2 "Profile area": 'Aggiorna password',
 * 'Il mio profilo' with its other infos and its e-mail change, /email-confirmed; §7
 * `update_password`, `update_user_detail`, `update_person_info`, `update_email_request`,
 * `update_email`): the values the domain rules
 * accepted are saved once; the server's refusal shows on the form, which stays as typed; a saved
 * form says so (or its page moves on to its outcome) and can be saved again. The
 * e-mail change's link is a form whose values come from the link, sent as it opens.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PasswordChange } from '../../src/domain/password-reset';
import type { PersonInfo, Profile } from '../../src/domain/profile';
import { failureTexts, notProvided } from '../flow-failure';

/** What a form of the personal area saves, by form. */
export type ProfileFormValues =
  | { readonly kind: 'password'; readonly change: PasswordChange }
  | { readonly kind: 'details'; readonly details: Profile }
  | { readonly kind: 'personInfos'; readonly infos: readonly PersonInfo[] }
  | { readonly kind: 'emailRequest'; readonly newEmail: string }
  | { readonly kind: 'emailLink'; readonly email: string; readonly token: string };

export interface ProfileContext {
  /** What the server refused last. */
  errors: readonly string[];
}

export type ProfileEvent = { type: 'form.submitted'; values: ProfileFormValues };

export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    /** Saves the values by their kind (`update_password`, ...). */
    save: fromPromise<void, ProfileFormValues>(notProvided),
  },
  actions: {
    clearErrors: assign({ errors: [] }),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
  },
}).createMachine({
  id: 'profile',
  initial: 'editing',
  context: { errors: [] },
  states: {
    editing: {
      on: { 'form.submitted': { target: 'saving', actions: 'clearErrors' } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => {
          assertEvent(event, 'form.submitted');
          return event.values;
        },
        onDone: { target: 'saved' },
        onError: {
          target: 'editing',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Saved: the form says so, and can be saved again. */
    saved: {
      on: { 'form.submitted': { target: 'saving', actions: 'clearErrors' } },
    },
  },
});

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export const selectIsProfileBusy = (snapshot: ProfileSnapshot) => snapshot.hasTag('busy');
export const selectIsProfileSaved = (snapshot: ProfileSnapshot) => snapshot.matches('saved');
export const selectProfileErrors = (snapshot: ProfileSnapshot) => snapshot.context.errors;
