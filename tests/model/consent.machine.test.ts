import { consentMachine } from '../../machines/consent/consent.machine';
import { describeBehaviour } from './behaviour-case';
import { consentCases } from './consent.cases';
import { consentEvents } from './consent-events';
import { describeModel } from './transition-coverage';

// Whether something was asked tells 'done' after a save (the page saves again) from 'done' with
// nothing asked; the failed checks tell a check that may be made again from the last one.
describeModel('consent', consentMachine, consentEvents, {
  significantContext: ({ asked, failedChecks }) => [asked.length > 0, failedChecks],
});

describeBehaviour('consent', consentMachine, consentCases);
