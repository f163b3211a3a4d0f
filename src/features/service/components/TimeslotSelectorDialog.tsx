import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Tooltip,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { components } from '../../../api/ebsn';
import {
  AFTERNOON_RANGE,
  ALL_DAY_RANGE,
  MORNING_RANGE,
  slotsInRange,
  type TimeslotRangeId,
} from '../../../domain/timeslot-range';
import { localized } from '../../../components/localized';
import { ResponseMessages } from '../../../components/ResponseMessages';

// The generated schema types (the same as service.queries' TimeslotDay and Timeslot).
type TimeslotDay = components['schemas']['TimeslotDay'];
type Timeslot = components['schemas']['Timeslot'];

/** Width of the time-slot dialog (shopping-flow.md section 9). */
const TIMESLOT_DIALOG_WIDTH_PX = 750;

export interface TimeslotSelectorDialogProps {
  /** Whether the dialog is open: the service-selection machine decides. */
  readonly opened: boolean;
  /** The bookable days with their slots; `undefined` while they load. */
  readonly days: readonly TimeslotDay[] | undefined;
  /** The shop's today (ISO date), which gets the 'OGGI' label. */
  readonly today: string;
  /** The chosen day tab; `null` means the day holding the selected slot, else the first day. */
  readonly selectedDay: string | null;
  /** The range filter: all day (0), morning (3) or afternoon (2). */
  readonly range: TimeslotRangeId;
  /** A selection is being saved: slots cannot be clicked and a loader shows. */
  readonly busy: boolean;
  /** Errors of the last call, shown at the top. */
  readonly errors: readonly string[];
  /** The cart's delivery service, e.g. 'Ritiro in negozio'; nothing shown when `null`. */
  readonly serviceName: string | null;
  /** The cart's address as 'addressName - address1'; nothing shown when `null`. */
  readonly addressLabel: string | null;
  /** Whether the shopper may go back to the address dialog ('Cambia indirizzo'). */
  readonly canChangeAddress: boolean;
  readonly onDay: (date: string) => void;
  readonly onRange: (range: TimeslotRangeId) => void;
  readonly onSelect: (date: string, timeslotId: number) => void;
  readonly onChangeAddress: () => void;
  readonly onClose: () => void;
}

type SlotLook = 'available' | 'almostFull' | 'unavailable' | 'selected';

const LOOK_BUTTON: Readonly<Record<SlotLook, { color: string; variant: string }>> = {
  available: { color: 'green', variant: 'light' },
  almostFull: { color: 'orange', variant: 'light' },
  unavailable: { color: 'gray', variant: 'light' },
  selected: { color: 'green', variant: 'filled' },
};

const LEGEND_ORDER: readonly SlotLook[] = ['available', 'almostFull', 'unavailable', 'selected'];

/** How a slot shows in the grid: the selection first, then what stops it from being chosen. */
function slotLook(slot: Timeslot): SlotLook {
  if (slot.selected) return 'selected';
  if (slot.status === 'full' || slot.active < 1) return 'unavailable';
  return slot.status === 'intermediate' ? 'almostFull' : 'available';
}

const dayParts = localized(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'Europe/Rome',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }),
);

/** 'lun 23 nov': the ISO date read at noon UTC, which is the same day in Rome all year. */
export function dayTabLabel(isoDate: string): string {
  const parts = dayParts().formatToParts(new Date(`${isoDate}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value.replace('.', '') ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** The day whose slots show: the chosen one if offered, else the one holding the selection. */
function shownDay(days: readonly TimeslotDay[], selectedDay: string | null): TimeslotDay | null {
  return (
    days.find((day) => day.dateIso === selectedDay) ??
    days.find((day) => day.selected || day.timeslots.some((slot) => slot.selected)) ??
    days[0] ??
    null
  );
}

/**
 * The time-slot selector (shopping-flow.md section 2 "Selector dialogs"): day tabs with a TODAY
 * label, the range filter, the slot grid coloured by status, the legend and a warning line.
 */
export function TimeslotSelectorDialog(props: TimeslotSelectorDialogProps) {
  const { opened, days, errors, busy, onClose } = props;
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Scegli la fascia oraria`}
      size={TIMESLOT_DIALOG_WIDTH_PX}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
      centered
    >
      <Stack gap="md" aria-busy={days === undefined || busy}>
        <ResponseMessages messages={{ errors, warnings: [], infos: [] }} />
        <ServiceLine {...props} withChangeButton={days === undefined || days.length > 0} />
        {days === undefined ? (
          <Center py="xl">
            <Loader aria-label={t`Caricamento delle fasce orarie`} />
          </Center>
        ) : days.length === 0 ? (
          <NoDays {...props} />
        ) : (
          <SlotPicker {...props} days={days} />
        )}
      </Stack>
    </Modal>
  );
}

function ServiceLine({
  serviceName,
  addressLabel,
  canChangeAddress,
  busy,
  onChangeAddress,
  withChangeButton,
}: TimeslotSelectorDialogProps & { withChangeButton: boolean }) {
  const { t } = useLingui();
  const withButton = canChangeAddress && withChangeButton;
  if (!serviceName && !addressLabel && !busy && !withButton) return null;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs" wrap="wrap">
        {serviceName && <Text fw={600}>{serviceName}</Text>}
        {addressLabel && <Text c="dimmed">{addressLabel}</Text>}
        {busy && <Loader size="xs" aria-label={t`Salvataggio della fascia oraria`} />}
      </Group>
      {withButton && (
        <Button variant="subtle" size="compact-sm" onClick={onChangeAddress}>
          <Trans>Cambia indirizzo</Trans>
        </Button>
      )}
    </Group>
  );
}

function NoDays({ canChangeAddress, onChangeAddress }: TimeslotSelectorDialogProps) {
  return (
    <Stack align="center" gap="sm" py="lg">
      <Text ta="center">
        <Trans>
          Nessuna fascia oraria disponibile: scegli prima un indirizzo o un punto di ritiro.
        </Trans>
      </Text>
      {canChangeAddress && (
        <Button variant="light" onClick={onChangeAddress}>
          <Trans>Cambia indirizzo</Trans>
        </Button>
      )}
    </Stack>
  );
}

/**
 * The day tabs in a grid as wide as the dialog: every bookable day in sight at once, three to a
 * row on a phone and all in one row on a wider screen, none hidden past the dialog's edge.
 */
const DAY_TAB_STYLES = {
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(6rem, 1fr))',
    gap: 'var(--mantine-spacing-xs)',
  },
  tab: {
    paddingInline: 'var(--mantine-spacing-xs)',
    border: '1px solid var(--mantine-color-gray-4)',
  },
} as const;

function SlotPicker(props: TimeslotSelectorDialogProps & { days: readonly TimeslotDay[] }) {
  const { days, today, selectedDay, range, onDay, onRange } = props;
  const { t } = useLingui();
  const day = shownDay(days, selectedDay);
  return (
    <>
      <Tabs
        value={day?.dateIso ?? null}
        onChange={(value) => {
          if (value !== null) onDay(value);
        }}
        variant="pills"
        keepMounted={false}
        styles={DAY_TAB_STYLES}
      >
        <Tabs.List>
          {days.map(({ dateIso }) => (
            <Tabs.Tab key={dateIso} value={dateIso}>
              <Stack gap={0} align="center">
                <Text size="xs" fw={700} h={18}>
                  {dateIso === today ? t`OGGI` : ''}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {dayTabLabel(dateIso)}
                </Text>
              </Stack>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <SegmentedControl<TimeslotRangeId>
          mt="md"
          fullWidth
          value={range}
          onChange={onRange}
          aria-label={t`Fascia del giorno`}
          data={[
            { value: ALL_DAY_RANGE, label: t`Tutte` },
            { value: MORNING_RANGE, label: t`Mattina` },
            { value: AFTERNOON_RANGE, label: t`Pomeriggio` },
          ]}
        />
        {days.map((candidate) => (
          <Tabs.Panel key={candidate.dateIso} value={candidate.dateIso} pt="md">
            <SlotGrid {...props} slots={slotsInRange(candidate.timeslots, range)} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Legend />
      <Text c="dimmed" size="sm">
        <Trans>Le fasce orarie sono soggette a disponibilità fino alla conferma dell'ordine.</Trans>
      </Text>
    </>
  );
}

function useLookLabels(): Readonly<Record<SlotLook, string>> {
  const { t } = useLingui();
  return {
    available: t`Disponibile`,
    almostFull: t`Quasi esaurita`,
    unavailable: t`Non disponibile`,
    selected: t`Selezionata`,
  };
}

function useRestrictions(slot: Timeslot): string[] {
  const { t } = useLingui();
  return [
    slot.underLeadTime && t`Non disponibile per il tempo di preparazione dei prodotti nel carrello`,
    slot.underLockDay && t`Giorno non disponibile per alcuni prodotti nel carrello`,
    slot.underLockCutoff && t`Orario limite superato per alcuni prodotti nel carrello`,
  ].filter((text): text is string => typeof text === 'string');
}

function SlotGrid({
  slots,
  busy,
  onSelect,
}: Pick<TimeslotSelectorDialogProps, 'busy' | 'onSelect'> & { slots: readonly Timeslot[] }) {
  if (slots.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        <Trans>Nessuna fascia oraria in questo intervallo</Trans>
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {slots.map((slot) => (
        <SlotButton
          key={slot.timeslotId}
          slot={slot}
          busy={busy}
          onSelect={() => onSelect(slot.date, slot.timeslotId)}
        />
      ))}
    </SimpleGrid>
  );
}

function SlotButton({
  slot,
  busy,
  onSelect,
}: {
  slot: Timeslot;
  busy: boolean;
  onSelect: () => void;
}) {
  const { t } = useLingui();
  const look = slotLook(slot);
  const labels = useLookLabels();
  const restrictions = useRestrictions(slot);
  const time = `${slot.beginTime} - ${slot.endTime}`;
  const button = (
    <Button
      fullWidth
      {...LOOK_BUTTON[look]}
      disabled={slot.active < 1 || slot.status === 'full' || busy}
      onClick={onSelect}
      aria-label={[time, labels[look], ...restrictions].join(', ')}
      aria-pressed={slot.selected}
      rightSection={
        restrictions.length > 0 ? (
          <span role="img" aria-label={t`Fascia con restrizioni`}>
            ⏰
          </span>
        ) : undefined
      }
    >
      {time}
    </Button>
  );
  if (restrictions.length === 0) return button;
  // A disabled button fires no mouse events: the tooltip listens on a wrapper.
  return (
    <Tooltip label={restrictions.join('. ')} multiline w={240} withArrow>
      <div>{button}</div>
    </Tooltip>
  );
}

function Legend() {
  const labels = useLookLabels();
  const { t } = useLingui();
  return (
    <Group gap="md" wrap="wrap" role="list" aria-label={t`Legenda`}>
      {LEGEND_ORDER.map((look) => (
        <LegendItem key={look} look={look}>
          {labels[look]}
        </LegendItem>
      ))}
    </Group>
  );
}

function LegendItem({ look, children }: { look: SlotLook; children: ReactNode }) {
  const { color, variant } = LOOK_BUTTON[look];
  return (
    <Group gap={6} role="listitem">
      <Badge color={color} variant={variant} size="xs" circle aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}
