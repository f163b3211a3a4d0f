import { useSelector } from '@xstate/react';
import { selectShownNotice } from '../../../machines/push/push.machine';
import { PushNoticeDialog } from './components/PushNoticeDialog';
import type { PushActor } from './push.effects';

export interface PushNoticeContainerProps {
  /** The app's push actor (createPushActor). */
  readonly actor: PushActor;
}

/** The dialog of a notification received while the app was in the foreground. */
export default function PushNoticeContainer({ actor }: PushNoticeContainerProps) {
  const notice = useSelector(actor, selectShownNotice);
  return (
    <PushNoticeDialog
      notice={notice}
      canOpen={notice?.path != null}
      onOpen={() => actor.send({ type: 'notice.open' })}
      onClose={() => actor.send({ type: 'notice.close' })}
    />
  );
}
