import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditTable } from '../../src/features/staff/components/AuditTable';

const meta = {
  title: 'Staff/AuditTable',
  component: AuditTable,
  args: {
    rows: [
      {
        id: 2,
        at: '2026-11-26T09:10:00Z',
        staffUsername: 'chiara.verdi',
        customerUserId: 7,
        customerName: 'Mario Rossi',
        operation: 'cartAdd',
        method: 'POST',
        path: '/ebsn/api/cart/add',
        statusCode: 200,
        outcome: 'ok' as const,
      },
      {
        id: 1,
        at: '2026-11-26T09:09:00Z',
        staffUsername: 'chiara.verdi',
        customerUserId: 7,
        customerName: 'Mario Rossi',
        operation: 'userSearchSelectUser',
        method: 'GET',
        path: '/ebsn/api/user-search/select_user',
        statusCode: 200,
        outcome: 'ok' as const,
      },
    ],
  },
} satisfies Meta<typeof AuditTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The audit rows, newest first. */
export const Rows: Story = {};
/** Nothing audited yet. */
export const Empty: Story = { args: { rows: [] } };
