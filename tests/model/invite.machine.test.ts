import { inviteMachine } from '../../machines/invite/invite.machine';
import { describeBehaviour } from './behaviour-case';
import { inviteCases } from './invite.cases';
import { inviteEvents } from './invite-events';
import { describeModel } from './transition-coverage';

describeModel('invite', inviteMachine, inviteEvents, { significantContext: () => null });

describeBehaviour('invite', inviteMachine, inviteCases);
