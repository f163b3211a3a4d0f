/** Every event the two-factor model sends: the shopper's and the answers of its four calls. */
import type { EventFromLogic } from 'xstate';
import type { Enrolment, twoFactorMachine } from '../../machines/account/two-factor.machine';

type TwoFactorEvent = EventFromLogic<typeof twoFactorMachine>;

export const ENROLMENT: Enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
};
export const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `ABCD-EF${'GHJKMNPQRS'[index]}2`,
);
export const CODE_WRONG = "Codice non valido: controlla l'ora del telefono e riprova";

const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as TwoFactorEvent;
const failed = (id: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: { messages: [CODE_WRONG] },
  }) as unknown as TwoFactorEvent;

export const twoFactorEvents = (): TwoFactorEvent[] => [
  { type: 'enrolment.start' },
  { type: 'enrolment.cancel' },
  { type: 'code.submitted', code: '123456' },
  { type: 'codes.kept' },
  { type: 'disable.submitted', password: 'Spesa2026!', code: 'ABCD-EFGH' },
  done('twoFactorStatus', { enabled: false }),
  done('twoFactorStatus', { enabled: true }),
  failed('twoFactorStatus'),
  done('startEnrolment', ENROLMENT),
  failed('startEnrolment'),
  done('confirmEnrolment', RECOVERY_CODES),
  failed('confirmEnrolment'),
  done('disable'),
  failed('disable'),
];
