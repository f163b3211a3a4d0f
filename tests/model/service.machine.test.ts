import { serviceMachine } from '../../machines/service/service.machine';
import { describeBehaviour } from './behaviour-case';
import { serviceCases } from './service.cases';
import { serviceSelectionEvents } from './service-events';
import { describeModel } from './transition-coverage';

// The locks change which transitions are enabled; tabs, search, day and errors only the view.
describeModel('serviceSelection', serviceMachine, serviceSelectionEvents, {
  significantContext: ({ cartStatusId, onPaymentRoute }) => [cartStatusId, onPaymentRoute],
});

describeBehaviour('serviceSelection', serviceMachine, serviceCases);
