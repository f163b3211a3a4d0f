import { consentMachine } from '../../machines/consent.machine';
import { describeBehaviour } from './behaviour-case';
import { consentCases } from './consent.cases';
import { consentEvents } from './consent-events';
import { describeModel } from './transition-coverage';

// Whether something was asked tells 'done' after a save (the page saves again) from 'done' with nothing asked.
describeModel('consent', consentMachine, consentEvents, {
  significantContext: ({ asked }) => asked.length > 0,
});

describeBehaviour('consent', consentMachine, consentCases);
