/**
 * Wrong variants of the version check in the mobile app (issue 32), as a real bug could make them:
 * each must fail at least one case of version-check.cases.ts. The web's variants are in
 * mutation.test.ts.
 */
import { versionCheckMachine } from '../../machines/version-check/version-check.machine';
import { dropAction, invertGuard, retarget } from './mutate';
import { describeMutation } from './mutation-runner';
import { versionCheckCases } from './version-check.cases';

type Machine = typeof versionCheckMachine;

const m = versionCheckMachine;

const variants: Readonly<Record<string, Machine>> = {
  "the app's 'Aggiorna' reloads the page instead of going to the store": invertGuard(
    m,
    'isMobileApp',
  ),
  "the app's 'Aggiorna' goes nowhere": dropAction(
    m,
    { state: ['prompting'], key: { on: 'prompt.reload' }, candidate: 0 },
    'openStore',
  ),
  'the prompt stays open after the store was opened': retarget(
    m,
    { state: ['prompting'], key: { on: 'prompt.reload' }, candidate: 0 },
    'prompting',
  ),
  'the app never says its platform': dropAction(
    m,
    { state: [], key: { on: 'app.identified' } },
    'assignPlatform',
  ),
};

describeMutation('version-check in the mobile app', m, versionCheckCases, variants);
