import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { DIALOG_MAX_WIDTH_PX } from '../../../shared/theme';
import { PromoBox } from '../../../components/PromoBox';

type PromoView = components['schemas']['WarehousePromo']['view'];

/** What the dialog reads of a product: the API's Product fits, and so does the gate's product. */
export interface PromoDialogProduct {
  readonly productId: number;
  readonly name: string;
  readonly warehousePromo?: { readonly view?: Readonly<Partial<PromoView>> };
}

export interface ProductPromoDialogProps {
  /** The product with a selectable promotion; the dialog is open while it is not `null`. */
  readonly product: PromoDialogProduct | null;
  /** 'Si' (`true`) applies the promotion to the added product, 'No' (`false`) does not. */
  readonly onChoose: (apply: boolean) => void;
  /** The dialog closed without an answer: the add is abandoned (shopping-flow.md section 4). */
  readonly onCancel: () => void;
}

/** The promo selector for selectable promotions (shopping-flow.md section 2): No or Si. */
export function ProductPromoDialog({ product, onChoose, onCancel }: ProductPromoDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={product !== null}
      onClose={onCancel}
      title={t`Promozione`}
      size={DIALOG_MAX_WIDTH_PX}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
      centered
    >
      {product && (
        <Stack gap="md">
          <Text fw={600}>{product.name}</Text>
          <PromoBox promo={product.warehousePromo} />
          <Text>
            {product.warehousePromo?.view?.selectablePromoText ||
              t`Vuoi applicare la promozione a questo prodotto?`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onChoose(false)}>
              <Trans>No</Trans>
            </Button>
            <Button onClick={() => onChoose(true)}>
              <Trans>Si</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
