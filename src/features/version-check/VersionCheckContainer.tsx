import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  selectIsMobileApp,
  selectIsReloading,
  selectOfferedVersion,
} from '../../../machines/version-check/version-check.machine';
import { CLIENT_TYPE } from '../../api/shop-origin';
import { CLIENT_VERSION } from '../../domain/constants';
import { VersionPrompt } from './components/VersionPrompt';
import { versionCheckLogic } from './version-check.effects';

/**
 * The version check of the page's life: the page's focus and visibility go to the statechart,
 * which asks `/version.json` at most every 10 minutes and offers a newer version. The mobile app
 * names its platform first, so that the offer leads to its store.
 */
export default function VersionCheckContainer() {
  const actor = useActorRef(versionCheckLogic, { input: { currentVersion: CLIENT_VERSION } });
  const version = useSelector(actor, selectOfferedVersion);
  const reloading = useSelector(actor, selectIsReloading);
  const inApp = useSelector(actor, selectIsMobileApp);

  useEffect(() => {
    if (CLIENT_TYPE === 'android' || CLIENT_TYPE === 'ios') {
      actor.send({ type: 'app.identified', platform: CLIENT_TYPE });
    }
  }, [actor]);

  useEffect(() => {
    const onVisibility = () =>
      actor.send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.focused' });
    const onFocus = () => actor.send({ type: 'page.focused' });
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
  }, [actor]);

  return (
    <VersionPrompt
      version={version}
      reloading={reloading}
      inApp={inApp}
      onReload={() => actor.send({ type: 'prompt.reload' })}
      onDismiss={() => actor.send({ type: 'prompt.dismissed' })}
    />
  );
}
