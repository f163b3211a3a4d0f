import { versionCheckMachine } from '../../machines/version-check/version-check.machine';
import { describeBehaviour } from './behaviour-case';
import { versionCheckCases } from './version-check.cases';
import { CURRENT_VERSION, versionCheckEvents } from './version-check-events';
import { describeModel } from './transition-coverage';

describeModel('version-check', versionCheckMachine, versionCheckEvents, {
  input: { currentVersion: CURRENT_VERSION },
  significantContext: ({ visible, latest, platform }) => [visible, latest, platform],
});

describeBehaviour('version-check', versionCheckMachine, versionCheckCases);
