import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TimeslotSelectorDialog } from '../../src/features/service/components/TimeslotSelectorDialog';
import { AFTERNOON_RANGE, ALL_DAY_RANGE, MORNING_RANGE } from '../../src/domain/timeslot-range';
import { days, morningOnlyDays, TODAY } from './service-samples';

const meta = {
  title: 'Service/TimeslotSelectorDialog',
  component: TimeslotSelectorDialog,
  args: {
    opened: true,
    days,
    today: TODAY,
    selectedDay: null,
    range: ALL_DAY_RANGE,
    busy: false,
    errors: [],
    serviceName: 'Ritiro in negozio',
    addressLabel: 'Milano Viale Monza - Viale Monza 140',
    canChangeAddress: true,
    onDay: fn(),
    onRange: fn(),
    onSelect: fn(),
    onChangeAddress: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TimeslotSelectorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `timeslotDialog` while the days load. */
export const Loading: Story = { args: { days: undefined } };
/** The day holding the selected slot opens first: selected, almost full, full and free slots. */
export const SelectedDay: Story = {};
/** Today: begun slots and slots under the cart's lead time are inactive, with the clock. */
export const Today: Story = { args: { selectedDay: TODAY } };
/** A day locked for a product in the cart (day lock) in the morning. */
export const LockedDay: Story = { args: { selectedDay: '2026-11-25' } };
/** A day whose first slot is past a product's cutoff. */
export const PastCutoff: Story = { args: { selectedDay: '2026-11-26' } };
/** Range filter Mattina (3): slots with a period id up to 3. */
export const Morning: Story = { args: { range: MORNING_RANGE } };
/** Range filter Pomeriggio (2): slots without a period id. */
export const Afternoon: Story = { args: { range: AFTERNOON_RANGE } };
/** A day with no slot in the chosen range. */
export const NoSlotsInRange: Story = { args: { days: morningOnlyDays, range: AFTERNOON_RANGE } };
/** A selection is being saved. */
export const Busy: Story = { args: { busy: true } };
/** The last selection was refused. */
export const WithError: Story = {
  args: { errors: ['La fascia oraria selezionata non è più disponibile'] },
};
/** No address or pickup point yet: nothing to book. */
export const NoDays: Story = { args: { days: [], serviceName: null, addressLabel: null } };
/** On the payment route the address is locked. */
export const AddressLocked: Story = { args: { canChangeAddress: false } };
/** On a small phone (320 px): all the day tabs in sight, in rows, none hidden past the edge. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
