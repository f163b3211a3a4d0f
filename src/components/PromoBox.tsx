import { Badge, Stack, Text } from '@mantine/core';

/** A product's promotion at its warehouse, as the catalogue calls give it. */
export interface WarehousePromo {
  /** The shopper chooses whether to apply it (asked before adding). */
  readonly selectable?: boolean;
  readonly view?: {
    readonly cssClass?: string;
    readonly header?: string;
    readonly body?: string;
    readonly footer?: string;
  };
}

export interface PromoBoxProps {
  /** The product's promotion; nothing is shown without one. */
  readonly promo: WarehousePromo | undefined;
}

/** The promotion's header, body and footer, as the warehouse wrote them. */
export function PromoBox({ promo }: PromoBoxProps) {
  const view = promo?.view;
  if (!view) return null;
  return (
    <Stack gap={2} align="flex-start">
      {view.header && (
        <Badge color="red" variant="filled" radius="sm">
          {view.header}
        </Badge>
      )}
      {view.body && (
        <Text size="xs" fw={600} c="red.8">
          {view.body}
        </Text>
      )}
      {view.footer && (
        <Text size="xs" c="dimmed">
          {view.footer}
        </Text>
      )}
    </Stack>
  );
}
