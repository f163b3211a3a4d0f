import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  selectBannerReason,
  selectTakeOverPoint,
  selectChoiceInForce,
  selectHasChoiceInForce,
  selectIsCustomising,
} from '../../../machines/cookie-consent/cookie-consent.machine';
import {
  selectIsAuthenticated,
  selectIsSessionKnown,
} from '../../../machines/session/session.machine';
import type { ShopClient } from '../../api/client';
import { removeEarlyCookieBanner, takeEarlyCookieAction } from '../../shared/early-cookie-banner';
import { CookieBanner } from './components/CookieBanner';
import { CookiePreferencesDialog } from './components/CookiePreferencesDialog';
import { cookieChoice, sameChoice } from './cookie-choice';
import { earlyPressEvents } from './early-press';
import { provideCookieConsent } from './cookie-consent.effects';
import { OPEN_COOKIE_PREFERENCES, takeOpenRequest } from './open-preferences';

/**
 * The cookie banner and preferences of the page's life, once the session says who the shopper
 * is (a logged-in shopper's choice is also the account's).
 */
export default function CookieConsentContainer() {
  const { client, actors } = useRouter().options.context;
  const known = useSelector(actors.session, selectIsSessionKnown);
  const loggedIn = useSelector(actors.session, selectIsAuthenticated);
  return known ? <CookieConsentFlow client={client} loggedIn={loggedIn} /> : null;
}

interface CookieConsentFlowProps {
  readonly client: ShopClient;
  readonly loggedIn: boolean;
}

function CookieConsentFlow({ client, loggedIn }: CookieConsentFlowProps) {
  const logic = useMemo(() => provideCookieConsent(client), [client]);
  const actor = useActorRef(logic, {
    input: { loggedIn, now: () => new Date(), newUuid: () => crypto.randomUUID() },
  });
  const reason = useSelector(actor, selectBannerReason);
  const customising = useSelector(actor, selectIsCustomising);
  // Compared by value: a new object each update would reset the preferences' unsaved ticks.
  const choice = useSelector(actor, selectChoiceInForce, sameChoice);
  const inForce = useSelector(actor, selectHasChoiceInForce);

  // Logging in or out while the page is open.
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current === loggedIn) return;
    wasLoggedIn.current = loggedIn;
    actor.send({ type: loggedIn ? 'session.loggedIn' : 'session.loggedOut' });
  }, [actor, loggedIn]);

  // The server's banner, until the browser's and the account's choices are read: then this one
  // shows instead (before the next paint), and a press made on it is made here.
  useLayoutEffect(() => {
    const takeOver = () => {
      const point = selectTakeOverPoint(actor.getSnapshot());
      if (point === 'reading') return;
      subscription.unsubscribe();
      removeEarlyCookieBanner();
      const press = takeEarlyCookieAction();
      if (press !== null) earlyPressEvents(point, press).forEach((event) => actor.send(event));
    };
    const subscription = actor.subscribe(takeOver);
    takeOver();
    return () => subscription.unsubscribe();
  }, [actor]);

  // The footer's 'Preferenze cookie', once the consent can open them (the browser's and the
  // account's choices read): the request waits until then, never taken by a state that ignores it.
  useEffect(() => {
    const openWhenRead = () => {
      if (actor.getSnapshot().can({ type: 'consent.open' }) && takeOpenRequest()) {
        actor.send({ type: 'consent.open' });
      }
    };
    const subscription = actor.subscribe(openWhenRead);
    window.addEventListener(OPEN_COOKIE_PREFERENCES, openWhenRead);
    openWhenRead();
    return () => {
      subscription.unsubscribe();
      window.removeEventListener(OPEN_COOKIE_PREFERENCES, openWhenRead);
    };
  }, [actor]);

  // What the analytics tags may do now.
  useEffect(() => cookieChoice.set(inForce ? choice : null), [inForce, choice]);

  return (
    <>
      <CookieBanner
        reason={reason}
        onAcceptAll={() => actor.send({ type: 'consent.acceptAll' })}
        onRejectAll={() => actor.send({ type: 'consent.rejectAll' })}
        onCustomise={() => actor.send({ type: 'consent.customise' })}
        onClose={() => actor.send({ type: 'consent.closed' })}
      />
      <CookiePreferencesDialog
        opened={customising}
        choice={choice}
        onSave={(chosen) => actor.send({ type: 'consent.save', choice: chosen })}
        onAcceptAll={() => actor.send({ type: 'consent.acceptAll' })}
        onRejectAll={() => actor.send({ type: 'consent.rejectAll' })}
        onCancel={() => actor.send({ type: 'consent.cancel' })}
      />
    </>
  );
}
