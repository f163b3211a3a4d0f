import { accountDeletionMachine } from '../../machines/account/account-deletion.machine';
import { accountDeletionCases } from './account-deletion.cases';
import { accountDeletionEvents } from './account-deletion-events';
import { describeBehaviour } from './behaviour-case';
import { describeModel } from './transition-coverage';

describeModel('accountDeletion', accountDeletionMachine, accountDeletionEvents, {
  significantContext: () => null,
});

describeBehaviour('accountDeletion', accountDeletionMachine, accountDeletionCases);
