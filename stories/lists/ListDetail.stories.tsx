import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddAllDialogs } from '../../src/features/lists/components/AddAllDialogs';
import { ListDetail } from '../../src/features/lists/components/ListDetail';
import { ListLine } from '../../src/features/lists/components/ListLine';
import type { components } from '../../src/api/ebsn';
import { addAllResult, emptyDetail, sharedDetail, weeklyDetail } from './list-samples';

type ListItem = components['schemas']['WishlistItem'];

const lines = (items: readonly ListItem[]) =>
  items.map((item) => (
    <ListLine
      key={item.itemId}
      item={item}
      stepper={null}
      problem={null}
      confirmingRemoval={false}
      busy={false}
    />
  ));

const addAll = (state: { confirming?: boolean; adding?: boolean; result?: boolean }) => (
  <AddAllDialogs
    confirming={state.confirming ?? false}
    adding={state.adding ?? false}
    result={state.result ? addAllResult : null}
    onConfirm={fn()}
    onDismiss={fn()}
    onCloseResult={fn()}
    onGoToCart={fn()}
  />
);

/** 'Dettaglio lista' in each state of the lists and add-all statecharts that shows it. */
const meta = {
  title: 'Lists/ListDetail',
  component: ListDetail,
  subcomponents: { ListLine, AddAllDialogs },
  args: {
    list: weeklyDetail,
    lines: lines(weeklyDetail.wishlistItems),
    inactiveLines: lines(weeklyDetail.wishlistInactiveItems),
    busy: false,
    errors: [],
    confirmingRemoval: false,
    addAll: addAll({}),
    onAddAll: fn(),
    onRename: fn(),
    onCopy: fn(),
    onMakeDefault: fn(),
    onShare: fn(),
    onUnshare: fn(),
    onAskRemoval: fn(),
    onConfirmRemoval: fn(),
    onDismissRemoval: fn(),
  },
} satisfies Meta<typeof ListDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** idle, the owner's default list with a product not buyable now. */
export const OwnList: Story = {};

/** idle, a list shared read-only: no control that changes it. */
export const SharedReadOnly: Story = {
  args: {
    list: sharedDetail,
    lines: lines(sharedDetail.wishlistItems),
    inactiveLines: null,
  },
};

/** idle, an empty list. */
export const Empty: Story = { args: { list: emptyDetail, lines: null, inactiveLines: null } };

/** confirmingRemoval. */
export const ConfirmingRemoval: Story = { args: { confirmingRemoval: true } };

/** renaming, sharing, removing...: the controls wait. */
export const Busy: Story = { args: { busy: true } };

/** idle after a refusal. */
export const Refused: Story = {
  args: {
    errors: ['Non puoi condividere una lista con te stesso: indica l’e-mail di un’altra persona'],
  },
};

/** add-all confirming. */
export const ConfirmingAddAll: Story = { args: { addAll: addAll({ confirming: true }) } };

/** add-all adding. */
export const AddingAll: Story = { args: { addAll: addAll({ adding: true }) } };

/** add-all result: each line's outcome. */
export const AddAllResult: Story = { args: { addAll: addAll({ result: true }) } };
