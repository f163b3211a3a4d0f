import { serviceSelectionMachine } from '../../machines/service-selection.machine';
import { serviceSelectionEvents } from './service-selection-events';
import { describeModel } from './transition-coverage';

// The locks change which transitions are enabled; tabs, search, day and errors only the view.
describeModel('serviceSelection', serviceSelectionMachine, serviceSelectionEvents, {
  significantContext: ({ cartStatusId, onPaymentRoute }) => [cartStatusId, onPaymentRoute],
});
