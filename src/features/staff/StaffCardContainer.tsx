import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectActing, selectBackofficeBusy } from '../../../machines/staff/backoffice.machine';
import { api } from '../../api/client';
import { backofficeActor } from './backoffice-actor';
import { StaffCard } from './components/StaffCard';

/** What counts as the staff user's activity for acting's 30 minutes. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;
const ACTIVITY_THROTTLE_MS = 30_000;

/**
 * The card on every page of a tab acting for a customer; 'Esci' gives the customer back (the
 * effects then start the app again on the customer search as the staff user).
 */
export default function StaffCardContainer() {
  const actor = backofficeActor(api, useQueryClient());
  const acting = useSelector(actor, selectActing);
  const busy = useSelector(actor, selectBackofficeBusy);

  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      actor.send({ type: 'activity' });
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    };
  }, [actor]);

  if (acting === null) return null;
  return (
    <StaffCard acting={acting} busy={busy} onExit={() => actor.send({ type: 'acting.exit' })} />
  );
}
