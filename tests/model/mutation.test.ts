/**
 * The behaviour cases are worth something only if a wrong machine fails them. For every machine,
 * wrong variants a real bug could make (a transition's target swapped to a sibling, a guard
 * inverted or loosened, an action or a guard dropped, a different initial state) are built from
 * the machine's own config and implementations; each must fail at least one of the machine's
 * behaviour cases, and the real machine must pass them all.
 */
import type { AnyStateMachine } from 'xstate';
import { accountDeletionMachine } from '../../machines/account/account-deletion.machine';
import { addressBookMachine } from '../../machines/account/address-book.machine';
import { addToCartMachine } from '../../machines/cart/add-to-cart.machine';
import { cartDrawerMachine } from '../../machines/cart/cart-drawer.machine';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { checkoutResultMachine } from '../../machines/checkout/checkout-result.machine';
import { consentMachine } from '../../machines/consent/consent.machine';
import { contentEditorMachine } from '../../machines/content-editor/content-editor.machine';
import { contentFormMachine } from '../../machines/content/content-form.machine';
import { giftsMachine } from '../../machines/gifts/gifts.machine';
import { loginMachine } from '../../machines/login/login.machine';
import { ordersMachine } from '../../machines/orders/orders.machine';
import { addAllMachine } from '../../machines/lists/add-all.machine';
import { listPickerMachine } from '../../machines/lists/list-picker.machine';
import { listsMachine } from '../../machines/lists/lists.machine';
import { passwordResetMachine } from '../../machines/password-reset/password-reset.machine';
import { profileMachine } from '../../machines/account/profile.machine';
import { registrationMachine } from '../../machines/registration/registration.machine';
import {
  createOrderFormMachine,
  orderFormMachine,
} from '../../machines/orders/orders-form.machine';
import { quantityMachine } from '../../machines/cart/quantity.machine';
import { serviceMachine } from '../../machines/service/service.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { shellMachine } from '../../machines/shell/shell.machine';
import { twoFactorMachine } from '../../machines/account/two-factor.machine';
import { videoMachine } from '../../machines/content/video.machine';
import { inviteMachine } from '../../machines/invite/invite.machine';
import { shopAtWorkMachine } from '../../machines/service/shop-at-work.machine';
import { socialLoginMachine } from '../../machines/social-login/social-login.machine';
import { backofficeMachine } from '../../machines/staff/backoffice.machine';
import { ssoMachine } from '../../machines/staff/sso.machine';
import { versionCheckMachine } from '../../machines/version-check/version-check.machine';
import { chunkLoadMachine } from '../../machines/chunk-load/chunk-load.machine';
import { serviceDownMachine } from '../../machines/service-down/service-down.machine';
import { pushMachine } from '../../machines/push/push.machine';
import { cookieConsentMachine } from '../../machines/cookie-consent/cookie-consent.machine';
import { analyticsMachine } from '../../machines/analytics/analytics.machine';
import { accountDeletionCases } from './account-deletion.cases';
import { addressBookCases } from './address-book.cases';
import { addToCartCases } from './add-to-cart.cases';
import type { BehaviourCase } from './behaviour-case';
import { cartDrawerCases } from './cart-drawer.cases';
import { checkoutCases } from './checkout.cases';
import { checkoutResultCases } from './checkout-result.cases';
import { consentCases } from './consent.cases';
import { contentEditorCases } from './content-editor.cases';
import { contentFormCases } from './content-form.cases';
import { giftsCases } from './gifts.cases';
import { loginCases } from './login.cases';
import { dropAction, dropGuard, invertGuard, replaceGuard, retarget, withInitial } from './mutate';
import { describeMutation } from './mutation-runner';
import { orderFormCases, ratedOrderFormCases } from './orders-form.cases';
import { passwordResetCases } from './password-reset.cases';
import { profileCases } from './profile.cases';
import { registrationCases } from './registration.cases';
import { ordersCases } from './orders.cases';
import { addAllCases } from './add-all.cases';
import { listPickerCases } from './list-picker.cases';
import { listsCases } from './lists.cases';
import { quantityCases } from './quantity.cases';
import { serviceCases } from './service.cases';
import { sessionCases } from './session.cases';
import { shellCases } from './shell.cases';
import { twoFactorCases } from './two-factor.cases';
import { videoCases } from './video.cases';
import { inviteCases } from './invite.cases';
import { backofficeCases } from './backoffice.cases';
import { ssoCases } from './sso.cases';
import { versionCheckCases } from './version-check.cases';
import { chunkLoadCases } from './chunk-load.cases';
import { serviceDownCases } from './service-down.cases';
import { pushCases } from './push.cases';
import { cookieConsentCases } from './cookie-consent.cases';
import { analyticsCases } from './analytics.cases';
import { socialLoginCases } from './social-login.cases';
import { shopAtWorkCases } from './shop-at-work.cases';

/** A machine, its behaviour cases and its wrong variants, for `describeMutation`. */
interface Subject {
  readonly name: string;
  readonly run: () => void;
}

function subject<TMachine extends AnyStateMachine>(
  name: string,
  real: TMachine,
  cases: ReadonlyArray<BehaviourCase<TMachine>>,
  variants: Readonly<Record<string, TMachine>>,
): Subject {
  return { name, run: () => describeMutation(name, real, cases, variants) };
}

/** The service.open event of a step, as a guard written by hand would test it. */
const opens = (event: unknown, step: string) => {
  const open = event as { type: string; step?: string };
  return open.type === 'service.open' && open.step === step;
};

const subjects: readonly Subject[] = [
  subject('shell', shellMachine, shellCases, {
    'the cart button on the open category tree closes both drawers': retarget(
      shellMachine,
      { state: [], key: { on: 'cart.toggle' } },
      '.closed',
    ),
    'the cart button does not close the open cart drawer': retarget(
      shellMachine,
      { state: ['cartOpen'], key: { on: 'cart.toggle' } },
      'cartOpen',
    ),
    "'Link utili' opens nothing": retarget(
      shellMachine,
      { state: [], key: { on: 'links.toggle' } },
      '.closed',
    ),
    "'Link utili' pressed again leaves the links drawer open": retarget(
      shellMachine,
      { state: ['linksOpen'], key: { on: 'links.toggle' } },
      'linksOpen',
    ),
  }),
  subject('cart-drawer', cartDrawerMachine, cartDrawerCases, {
    'the cart is emptied without asking': retarget(
      cartDrawerMachine,
      { state: ['idle'], key: { on: 'cart.emptyRequested' } },
      'emptying',
    ),
    'No empties the cart': retarget(
      cartDrawerMachine,
      { state: ['confirmingEmpty'], key: { on: 'empty.cancelled' } },
      'emptying',
    ),
    'a refused emptying is not shown': dropAction(
      cartDrawerMachine,
      { state: ['emptying'], key: 'onError' },
      'showEmptyError',
    ),
  }),
  subject('gifts', giftsMachine, giftsCases, {
    'a blank code is sent (the check forgets to trim)': replaceGuard(
      giftsMachine,
      'hasTypedCode',
      ({ context }) => (context as { typed: string }).typed !== '',
    ),
    'an applied code stays in the field': dropAction(
      giftsMachine,
      { state: ['applying'], key: 'onDone' },
      'clearTyped',
    ),
    'a refused code shows nothing': dropAction(
      giftsMachine,
      { state: ['applying'], key: 'onError' },
      'assignErrors',
    ),
  }),
  subject('registration', registrationMachine, registrationCases, {
    'a refused registration shows as sent': retarget(
      registrationMachine,
      { state: ['submitting'], key: 'onError' },
      'awaitingConfirmation',
    ),
    'a refused registration shows no message': dropAction(
      registrationMachine,
      { state: ['submitting'], key: 'onError' },
      'assignErrors',
    ),
    'the link shows as confirmed without asking the server': retarget(
      registrationMachine,
      { state: ['editing'], key: { on: 'confirmation.opened' } },
      'confirmed',
    ),
    'the e-mail is sent again with no address': invertGuard(registrationMachine, 'hasEmail'),
  }),
  subject('password-reset', passwordResetMachine, passwordResetCases, {
    'a refused link asks for the new password anyway': retarget(
      passwordResetMachine,
      { state: ['checkingLink'], key: 'onError' },
      'choosingPassword',
    ),
    'the link is not checked': retarget(
      passwordResetMachine,
      { state: ['request'], key: { on: 'link.opened' } },
      'choosingPassword',
    ),
    'a refused new password ends the flow': retarget(
      passwordResetMachine,
      { state: ['resetting'], key: 'onError' },
      'completed',
    ),
    'a failed request shows as sent': retarget(
      passwordResetMachine,
      { state: ['requesting'], key: 'onError' },
      'sent',
    ),
  }),
  subject('accountDeletion', accountDeletionMachine, accountDeletionCases, {
    'the link deletes without the last question': retarget(
      accountDeletionMachine,
      { state: ['checking'], key: 'onDone' },
      'deleting',
    ),
    'a refused link still asks to confirm': retarget(
      accountDeletionMachine,
      { state: ['checking'], key: 'onError' },
      'confirming',
    ),
    'the session stays after the deletion': dropAction(
      accountDeletionMachine,
      { state: ['deleting'], key: 'onDone' },
      'endSession',
    ),
    'a failed request shows as sent': retarget(
      accountDeletionMachine,
      { state: ['requesting'], key: 'onError' },
      'sent',
    ),
  }),
  subject('twoFactor', twoFactorMachine, twoFactorCases, {
    'the recovery codes are skipped': retarget(
      twoFactorMachine,
      { state: ['activating'], key: 'onDone' },
      'on',
    ),
    'a wrong first code turns it off': retarget(
      twoFactorMachine,
      { state: ['activating'], key: 'onError' },
      'off',
    ),
    'a refused disable shows as off': retarget(
      twoFactorMachine,
      { state: ['disabling'], key: 'onError' },
      'off',
    ),
    'the on guard inverted': invertGuard(twoFactorMachine, 'isEnabled'),
  }),
  subject('addressBook', addressBookMachine, addressBookCases, {
    'an unvalidated address is saved without asking': retarget(
      addressBookMachine,
      { state: ['form', 'checking'], key: 'onDone', candidate: 1 },
      'savingUnvalidated',
    ),
    'the check is skipped': retarget(
      addressBookMachine,
      { state: ['form', 'editing'], key: { on: 'form.submitted' } },
      'saving',
    ),
    'deleting without asking': retarget(
      addressBookMachine,
      { state: ['list'], key: { on: 'record.delete' } },
      'deleting',
    ),
    'a refused delete is not shown': dropAction(
      addressBookMachine,
      { state: ['deleting'], key: 'onError' },
      'assignErrors',
    ),
    'the found guard inverted': invertGuard(addressBookMachine, 'isValidated'),
  }),
  subject('consent', consentMachine, consentCases, {
    'the dialog opens with nothing missing': retarget(
      consentMachine,
      { state: ['checking'], key: 'onDone', candidate: 1 },
      'asking',
    ),
    'a failed check opens the dialog': retarget(
      consentMachine,
      { state: ['checking'], key: 'onError' },
      'asking',
    ),
    'a failed check is not made again': retarget(
      consentMachine,
      { state: ['checking'], key: 'onError' },
      'done',
    ),
    'a failing check is made again without end': dropAction(
      consentMachine,
      { state: ['checking'], key: 'onError' },
      'countFailedCheck',
    ),
    'the failed checks are not counted anew at a new login': dropAction(
      consentMachine,
      { state: ['done'], key: { on: 'consent.check' } },
      'resetFailedChecks',
    ),
    'the check-again guard inverted': invertGuard(consentMachine, 'canCheckAgain'),
    'a refused save closes the dialog': retarget(
      consentMachine,
      { state: ['saving'], key: 'onError' },
      'done',
    ),
    'no second check after a login': retarget(
      consentMachine,
      { state: ['done'], key: { on: 'consent.check' } },
      'done',
    ),
    'the missing guard inverted': invertGuard(consentMachine, 'hasSomethingToAsk'),
    'answers saved with no form': dropGuard(consentMachine, {
      state: ['done'],
      key: { on: 'form.submitted' },
    }),
  }),
  subject('profile', profileMachine, profileCases, {
    'a refused form shows as saved': retarget(
      profileMachine,
      { state: ['saving'], key: 'onError' },
      'saved',
    ),
    'the last refusal stays while saving again': dropAction(
      profileMachine,
      { state: ['editing'], key: { on: 'form.submitted' } },
      'clearErrors',
    ),
    'a saved form cannot be saved again': retarget(
      profileMachine,
      { state: ['saved'], key: { on: 'form.submitted' } },
      'saved',
    ),
  }),
  subject('orders', ordersMachine, ordersCases, {
    'confirming the edit reorders instead': retarget(
      ordersMachine,
      { state: ['confirming'], key: { on: 'action.confirmed' }, candidate: 1 },
      'reordering',
    ),
    'asking cancels at once, without confirmation': retarget(
      ordersMachine,
      { state: ['idle'], key: { on: 'order.ask' } },
      'cancelling',
    ),
    'the confirmed action is matched the wrong way round': invertGuard(ordersMachine, 'confirms'),
    'declining goes ahead': retarget(
      ordersMachine,
      { state: ['confirming'], key: { on: 'action.dismissed' } },
      'abandoning',
    ),
    'a cancelled order is not shown again': dropAction(
      ordersMachine,
      { state: ['cancelling'], key: 'onDone' },
      'showCancelled',
    ),
  }),
  subject('list-picker', listPickerMachine, listPickerCases, {
    'a visitor who gives the login up gets the selector anyway': invertGuard(
      listPickerMachine,
      'isLoggedIn',
    ),
    'a chosen list is added without the toast': dropAction(
      listPickerMachine,
      { state: ['adding'], key: 'onDone' },
      'showAdded',
    ),
    'a refusal closes the selector': retarget(
      listPickerMachine,
      { state: ['creating'], key: 'onError' },
      'closed',
    ),
  }),
  subject('lists', listsMachine, listsCases, {
    'removing the list does not ask first': retarget(
      listsMachine,
      { state: ['idle'], key: { on: 'list.ask' } },
      'removing',
    ),
    'a read-only list can be renamed': invertGuard(listsMachine, 'isOwner'),
    'No removes the list': retarget(
      listsMachine,
      { state: ['confirmingRemoval'], key: { on: 'action.dismissed' } },
      'removing',
    ),
  }),
  subject('add-all', addAllMachine, addAllCases, {
    'adding all does not ask first': retarget(
      addAllMachine,
      { state: ['idle'], key: { on: 'addAll.ask' } },
      'adding',
    ),
    'the result is never shown': retarget(
      addAllMachine,
      { state: ['adding'], key: 'onDone' },
      'idle',
    ),
  }),
  subject('orders-form', orderFormMachine, orderFormCases, {
    'a refused form shows as sent': retarget(
      orderFormMachine,
      { state: ['submitting'], key: 'onError' },
      'done',
    ),
    'the last refusal stays while sending again': dropAction(
      orderFormMachine,
      { state: ['editing'], key: { on: 'form.submit' } },
      'clearErrors',
    ),
  }),
  subject('orders-form (rated before)', createOrderFormMachine(true), ratedOrderFormCases, {
    'a rating given before starts editable': withInitial(createOrderFormMachine(true), 'editing'),
    'a given rating cannot be changed': retarget(
      createOrderFormMachine(true),
      { state: ['done'], key: { on: 'form.edit' } },
      'done',
    ),
  }),
  subject('checkout-result', checkoutResultMachine, checkoutResultCases, {
    "the order's outcome is matched the wrong way round": invertGuard(
      checkoutResultMachine,
      'isOutcome',
    ),
    'an unpaid order shows as cancelled, without the retry': retarget(
      checkoutResultMachine,
      { state: ['loading'], key: 'onDone', candidate: 2 },
      'cancelled',
    ),
    'the retry does not go to the new payment page': dropAction(
      checkoutResultMachine,
      { state: ['retrying'], key: 'onDone' },
      'goToPayment',
    ),
    'a refused retry ends the screen': retarget(
      checkoutResultMachine,
      { state: ['retrying'], key: 'onError' },
      'redirecting',
    ),
  }),
  subject('checkout', checkoutMachine, checkoutCases, {
    'the shop rules check is inverted': invertGuard(checkoutMachine, 'hasAcceptedRules'),
    'a buy queued behind the choices is forgotten': retarget(
      checkoutMachine,
      { state: ['reviewing', 'saving'], key: 'onDone', candidate: 1 },
      'idle',
    ),
    'the packaging choice is not kept': dropAction(
      checkoutMachine,
      { state: ['reviewing', 'idle'], key: { on: 'packaging.selected' } },
      'assignPackaging',
    ),
    'a refused buy leaves the checkout': retarget(
      checkoutMachine,
      { state: ['buying'], key: 'onError' },
      'unavailable',
    ),
  }),
  subject('session', sessionMachine, sessionCases, {
    'a 419 does not show the expiry message': dropAction(
      sessionMachine,
      { state: ['auth', 'authenticated'], key: { on: 'session.expired' } },
      'showExpiredMessage',
    ),
    'the inactivity check is inverted': invertGuard(sessionMachine, 'isInactiveTooLong'),
    'a failed logout logs out anyway': retarget(
      sessionMachine,
      { state: ['auth', 'loggingOut'], key: 'onError' },
      'anonymous',
    ),
    'the page asked for is not opened after the login': dropAction(
      sessionMachine,
      { state: ['loginDialog', 'open'], key: { on: 'session.loggedIn' } },
      'openPage',
    ),
    'the page asked for is opened after any later login': dropAction(
      sessionMachine,
      { state: ['loginDialog', 'open'], key: { on: 'session.loggedIn' } },
      'forgetAfterLogin',
    ),
    'closing the dialog keeps the page asked for': dropAction(
      sessionMachine,
      { state: ['loginDialog', 'open'], key: { on: 'login.close' } },
      'forgetAfterLogin',
    ),
    'a login-required page asked for opens no dialog': retarget(
      sessionMachine,
      { state: ['loginDialog', 'closed'], key: { on: 'login.required' } },
      'closed',
    ),
    'the page-after-login guard inverted': invertGuard(sessionMachine, 'hasPageAfterLogin'),
  }),
  subject('login', loginMachine, loginCases, {
    'the MFA pin is sent after a new bot check': retarget(
      loginMachine,
      { state: ['mfa'], key: { on: 'form.submitted' }, candidate: 1 },
      'submitting.obtainingToken',
    ),
    'a failed bot check sends the login anyway': retarget(
      loginMachine,
      { state: ['submitting', 'obtainingToken'], key: 'onError' },
      'sending',
    ),
    'a refused login keeps the password': dropAction(
      loginMachine,
      { state: ['submitting', 'sending'], key: 'onError', candidate: 1 },
      'clearPassword',
    ),
    'a refused login reuses the spent bot-check token': dropAction(
      loginMachine,
      { state: ['submitting', 'sending'], key: 'onError', candidate: 1 },
      'prepareBotCheck',
    ),
    'the shown form does not start the bot check': dropAction(
      loginMachine,
      { state: [], key: { on: 'form.shown' } },
      'prepareBotCheck',
    ),
  }),
  subject('add-to-cart', addToCartMachine, addToCartCases, {
    'cancelling the promo choice does not abort the add': retarget(
      addToCartMachine,
      { state: ['choosingPromo'], key: { on: 'promo.cancelled' } },
      'checking',
    ),
    'the success toast ignores warnings and infos': replaceGuard(
      addToCartMachine,
      'hasNoMessages',
      (_, params) =>
        (params as { result: { messages: { errors: unknown[] } } }).result.messages.errors
          .length === 0,
    ),
    'a closed login dialog adds anyway': retarget(
      addToCartMachine,
      { state: ['loggingIn'], key: 'onDone', candidate: 1 },
      'adding',
    ),
  }),
  subject('service', serviceMachine, serviceCases, {
    'the slot dialog opens the address dialog despite cart status 7': dropGuard(serviceMachine, {
      state: ['timeslot', 'choosing'],
      key: { on: 'timeslot.setAddress' },
    }),
    'the slot dialog forgets the payment-route lock': replaceGuard(
      serviceMachine,
      'opensTimeslot',
      ({ event }) => opens(event, 'timeslot'),
    ),
    'closing the store dialog does not end the chain': dropAction(
      serviceMachine,
      { state: ['store'], key: { on: 'dialog.close' } },
      'finishCancelled',
    ),
  }),
  subject('quantity', quantityMachine, quantityCases, {
    'minus to 0 saves 0 instead of asking to remove': retarget(
      quantityMachine,
      { state: ['idle'], key: { on: 'quantity.minus' } },
      'saving',
    ),
    'the no-change check is inverted': invertGuard(quantityMachine, 'changesNothing'),
    'Yes keeps the line': retarget(
      quantityMachine,
      { state: ['confirmingRemoval'], key: { on: 'removal.confirmed' } },
      'idle',
    ),
  }),
  subject('content form', contentFormMachine, contentFormCases, {
    'files are sent without being checked': retarget(
      contentFormMachine,
      { state: ['idle'], key: { on: 'form.submitted' } },
      'submitting',
    ),
    'the files already uploaded are uploaded again': replaceGuard(
      contentFormMachine,
      'hasPendingFiles',
      () => true,
    ),
    'the form is sent after the first of two files': invertGuard(
      contentFormMachine,
      'hasMorePendingFiles',
    ),
    'a refusal of the shop is shown as a failure to reach it': invertGuard(
      contentFormMachine,
      'isRefusal',
    ),
    'a changed file keeps its old upload': dropAction(
      contentFormMachine,
      { state: [], key: { on: 'file.changed' } },
      'forgetUpload',
    ),
  }),
  subject('video', videoMachine, videoCases, {
    'the dialog opens already playing, without its loading notice': retarget(
      videoMachine,
      { state: ['closed'], key: { on: 'video.open' } },
      'playing',
    ),
    'closing a playing video keeps it': dropAction(
      videoMachine,
      { state: ['playing'], key: { on: 'dialog.closed' } },
      'forgetVideo',
    ),
    'a loaded player closes the dialog': retarget(
      videoMachine,
      { state: ['loading'], key: { on: 'video.loaded' } },
      'closed',
    ),
  }),
  subject('invite', inviteMachine, inviteCases, {
    'a closed share sheet says the link was shared': retarget(
      inviteMachine,
      { state: ['sharing'], key: 'onDone' },
      'shared',
    ),
    'without a share sheet nothing is copied': retarget(
      inviteMachine,
      { state: ['sharing'], key: 'onError' },
      'failed',
    ),
    'a refused clipboard says the link was copied': retarget(
      inviteMachine,
      { state: ['copying'], key: 'onError' },
      'copied',
    ),
  }),
  subject('version-check', versionCheckMachine, versionCheckCases, {
    'a newer version deployed opens no prompt': retarget(
      versionCheckMachine,
      { state: ['checking'], key: 'onDone' },
      'idle',
    ),
    'a failed check opens the prompt': retarget(
      versionCheckMachine,
      { state: ['checking'], key: 'onError' },
      'prompting',
    ),
    'any other version than its own is offered': replaceGuard(
      versionCheckMachine,
      'isNewer',
      ({ context }, params) =>
        (params as { version: string }).version !==
        (context as { currentVersion: string }).currentVersion,
    ),
    'a hidden page is checked all the same': replaceGuard(
      versionCheckMachine,
      'isPageVisible',
      () => true,
    ),
    "'Ricarica' does not reload": dropAction(
      versionCheckMachine,
      { state: ['prompting'], key: { on: 'prompt.reload' }, candidate: 1 },
      'reloadPage',
    ),
    "'Più tardi' reloads": retarget(
      versionCheckMachine,
      { state: ['prompting'], key: { on: 'prompt.dismissed' } },
      'reloading',
    ),
    // The mobile app's store (issue 32).
    "the app's 'Aggiorna' reloads the page instead of going to the store": invertGuard(
      versionCheckMachine,
      'isMobileApp',
    ),
    "the app's 'Aggiorna' goes nowhere": dropAction(
      versionCheckMachine,
      { state: ['prompting'], key: { on: 'prompt.reload' }, candidate: 0 },
      'openStore',
    ),
    'the prompt stays open after the store was opened': retarget(
      versionCheckMachine,
      { state: ['prompting'], key: { on: 'prompt.reload' }, candidate: 0 },
      'prompting',
    ),
    'the app never says its platform': dropAction(
      versionCheckMachine,
      { state: [], key: { on: 'app.identified' } },
      'assignPlatform',
    ),
  }),
  subject('service-down', serviceDownMachine, serviceDownCases, {
    'a shop that answers leaves the shopper waiting': retarget(
      serviceDownMachine,
      { state: ['checking'], key: 'onDone' },
      'waiting',
    ),
    'a shop still down takes the shopper back': retarget(
      serviceDownMachine,
      { state: ['checking'], key: 'onError' },
      'back',
    ),
    'a failed check does not lengthen the wait': dropAction(
      serviceDownMachine,
      { state: ['checking'], key: 'onError' },
      'countFailedCheck',
    ),
    "'Riprova ora' does not check": retarget(
      serviceDownMachine,
      { state: ['waiting'], key: { on: 'service.check' } },
      'waiting',
    ),
  }),
  subject('push', pushMachine, pushCases, {
    'a granted permission is taken as refused': invertGuard(pushMachine, 'isGranted'),
    "a guest's refreshed token is registered": replaceGuard(
      pushMachine,
      'isRefreshWhileLoggedIn',
      ({ context }, params) =>
        (params as { token: string }).token !== (context as { token: string | null }).token,
    ),
    'a failed registration is not tried again at the next token': retarget(
      pushMachine,
      { state: ['granted', 'device', 'failed'], key: { on: 'push.tokenReceived' } },
      'failed',
    ),
    'the logout does not wait for the unregistration': retarget(
      pushMachine,
      { state: ['granted', 'device'], key: { on: 'session.loggingOut' } },
      '.unregistered',
    ),
    'a notification tapped from the background does not navigate': dropAction(
      pushMachine,
      { state: ['granted', 'notice'], key: { on: 'push.tapped' } },
      'openPage',
    ),
    "a tapped notification of another site opens the shop's Home": dropGuard(pushMachine, {
      state: ['granted', 'notice'],
      key: { on: 'push.tapped' },
    }),
  }),
  subject('chunk-load', chunkLoadMachine, chunkLoadCases, {
    'a chunk that fails while loading says nothing': retarget(
      chunkLoadMachine,
      { state: ['loading'], key: { on: 'load.failed' } },
      'idle',
    ),
    'a page that loaded is reported as a load error': retarget(
      chunkLoadMachine,
      { state: ['loading'], key: { on: 'load.finished' } },
      'failed',
    ),
    "'Ricarica' does not reload": dropAction(
      chunkLoadMachine,
      { state: ['failed'], key: { on: 'page.reload' } },
      'reloadPage',
    ),
    'closing the load error reloads': retarget(
      chunkLoadMachine,
      { state: ['failed'], key: { on: 'error.dismissed' } },
      'reloading',
    ),
  }),
  subject('sso', ssoMachine, ssoCases, {
    'a failed do-login goes to the provider anyway': retarget(
      ssoMachine,
      { state: ['requesting'], key: 'onError' },
      'redirecting',
    ),
    'the provider address is not followed': dropAction(
      ssoMachine,
      { state: ['requesting'], key: 'onDone' },
      'goToProvider',
    ),
  }),
  subject('backoffice', backofficeMachine, backofficeCases, {
    'a refused selection acts for the customer': retarget(
      backofficeMachine,
      { state: ['selecting'], key: 'onError' },
      'acting',
    ),
    'Esci keeps acting': retarget(
      backofficeMachine,
      { state: ['releasing'], key: 'onDone' },
      'acting',
    ),
    'wrong credentials sign on': retarget(
      backofficeMachine,
      { state: ['signingIn'], key: 'onError' },
      'signedIn',
    ),
    "the shop's end of acting shows no notice": dropAction(
      backofficeMachine,
      { state: ['acting'], key: { on: 'acting.expired' } },
      'noticeActingExpired',
    ),
  }),
  subject('social-login', socialLoginMachine, socialLoginCases, {
    'a linked account does not tell the session': dropAction(
      socialLoginMachine,
      { state: ['linking', 'submitting'], key: 'onDone' },
      'emitLoggedIn',
    ),
    'a wrong password shows as linked': retarget(
      socialLoginMachine,
      { state: ['linking', 'submitting'], key: 'onError' },
      '#socialLogin.linked',
    ),
    'the provider address is not opened': dropAction(
      socialLoginMachine,
      { state: ['starting'], key: 'onDone' },
      'openProvider',
    ),
    'a refused answer of the provider says nothing': retarget(
      socialLoginMachine,
      { state: ['idle'], key: { on: 'callback.failed' } },
      'idle',
    ),
  }),
  subject('shop-at-work', shopAtWorkMachine, shopAtWorkCases, {
    'an accepted code leaves the addresses as they were': dropAction(
      shopAtWorkMachine,
      { state: ['subscribing'], key: 'onDone' },
      'announceSubscribed',
    ),
    'a refused code shows as accepted': retarget(
      shopAtWorkMachine,
      { state: ['subscribing'], key: 'onError' },
      'subscribed',
    ),
    'changing the code keeps the refusal': dropAction(
      shopAtWorkMachine,
      { state: ['refused'], key: { on: 'code.changed' } },
      'clearErrors',
    ),
  }),
  subject('content-editor', contentEditorMachine, contentEditorCases, {
    'a refused save shows as saved': retarget(
      contentEditorMachine,
      { state: ['saving'], key: 'onError' },
      'saved',
    ),
    'a saved draft cannot be published': dropAction(
      contentEditorMachine,
      { state: ['saving'], key: 'onDone' },
      'assignSaved',
    ),
    'a change not saved yet is published': replaceGuard(
      contentEditorMachine,
      'canPublish',
      ({ context }) => (context as { hasDraft: boolean }).hasDraft,
    ),
    'discarding is offered without a draft': invertGuard(contentEditorMachine, 'hasDraft'),
    'a refused publish shows as published': retarget(
      contentEditorMachine,
      { state: ['publishing'], key: 'onError' },
      'published',
    ),
    'publishing leaves the editor saving': retarget(
      contentEditorMachine,
      { state: ['publishing'], key: 'onDone' },
      'saved',
    ),
  }),
  subject('cookie-consent', cookieConsentMachine, cookieConsentCases, {
    'closing the banner opens the preferences instead of refusing': retarget(
      cookieConsentMachine,
      { state: ['asking'], key: { on: 'consent.closed' }, candidate: 1 },
      '#cookieConsent.customising',
    ),
    'a choice over six months old holds without asking': replaceGuard(
      cookieConsentMachine,
      'isInForce',
      (_args, params) => (params as { preferences: unknown }).preferences !== null,
    ),
    'a decision is not kept in the browser': dropAction(
      cookieConsentMachine,
      { state: ['asking'], key: { on: 'consent.acceptAll' }, candidate: 1 },
      'persistChoice',
    ),
    "the account's older choice overrides the browser's newer one": replaceGuard(
      cookieConsentMachine,
      'isAccountChoiceNewer',
      (_args, params) => (params as { account: unknown }).account !== null,
    ),
    'cancelling the preferences from the footer shows the banner': retarget(
      cookieConsentMachine,
      { state: ['customising'], key: { on: 'consent.cancel' } },
      '#cookieConsent.asking',
    ),
    'a logged-in choice is not given to the account': invertGuard(
      cookieConsentMachine,
      'isLoggedIn',
    ),
    "the footer's 'Preferenze cookie' does nothing while the banner asks": retarget(
      cookieConsentMachine,
      { state: ['asking'], key: { on: 'consent.open' } },
      '#cookieConsent.asking',
    ),
  }),
  subject('analytics', analyticsMachine, analyticsCases, {
    'events are sent whatever the choice': invertGuard(analyticsMachine, 'allowsTags'),
    'a refusal keeps the events waiting': dropAction(
      analyticsMachine,
      { state: ['waiting'], key: { on: 'choice.made' }, candidate: 1 },
      'dropEvents',
    ),
    'a refusal after allowing leaves the container running': retarget(
      analyticsMachine,
      { state: ['sending'], key: { on: 'choice.made' }, candidate: 1 },
      'sending',
    ),
    'a withdrawal keeps the analytics cookies': dropAction(
      analyticsMachine,
      { state: ['sending'], key: { on: 'choice.made' }, candidate: 1 },
      'deleteCookies',
    ),
    'a change of the other purposes is not told to the container': dropAction(
      analyticsMachine,
      { state: ['sending'], key: { on: 'choice.made' }, candidate: 0 },
      'updateConsent',
    ),
  }),
];

for (const { run } of subjects) run();
