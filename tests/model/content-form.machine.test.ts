import { contentFormMachine } from '../../machines/content/content-form.machine';
import { describeBehaviour } from './behaviour-case';
import { contentFormCases } from './content-form.cases';
import { contentFormEvents } from './content-form-events';
import { describeModel } from './transition-coverage';

/** What tells the form's states apart: how many files wait, and how many are uploaded. */
const significantContext = (context: {
  pending: readonly unknown[];
  uploaded: readonly unknown[];
}) => ({
  pending: context.pending.length,
  uploaded: context.uploaded.length,
});

describeModel('content form', contentFormMachine, contentFormEvents, { significantContext });

describeBehaviour('content form', contentFormMachine, contentFormCases);
