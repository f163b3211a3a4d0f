/** The test identity provider's staff people: one per role mix the shop's staff pages serve. */
import { STAFF_ROLES } from '../../../src/domain/staff';
import type { StaffPerson } from './saml-response';

export const TEST_STAFF_PEOPLE: readonly StaffPerson[] = [
  {
    username: 'chiara.verdi',
    displayName: 'Chiara Verdi',
    roles: [STAFF_ROLES.customerCare, STAFF_ROLES.auditor],
  },
  { username: 'luca.neri', displayName: 'Luca Neri', roles: [STAFF_ROLES.customerCare] },
  { username: 'paola.gallo', displayName: 'Paola Gallo', roles: [STAFF_ROLES.editor] },
  { username: 'ospite.sso', displayName: 'Ospite senza ruoli', roles: [] },
];

export const ROLE_LABELS: Record<string, string> = {
  [STAFF_ROLES.customerCare]: 'assistenza clienti',
  [STAFF_ROLES.auditor]: 'revisione',
  [STAFF_ROLES.editor]: 'redazione contenuti',
};
