import { Modal, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ConfirmQuestion } from '../../../components/ConfirmQuestion';
import { ResponseMessages } from '../../../components/ResponseMessages';
import type { AddressDraft } from '../../../domain/address-form';
import { NO_MESSAGES } from '../../../domain/envelope';
import { AddressForm } from './AddressForm';

export interface AddressDetailDialogProps {
  readonly opened: boolean;
  /** The address being edited; null adds one. */
  readonly draft: AddressDraft | null;
  /** The address is being checked or saved. */
  readonly busy: boolean;
  /** The check did not find the address: 'Indirizzo non validato, Salvare lo stesso ?'. */
  readonly askingUnvalidated: boolean;
  /** What the server refused last (an address not served, a field). */
  readonly errors: readonly string[];
  readonly onSubmit: (draft: AddressDraft) => void;
  readonly onSaveUnvalidated: () => void;
  /** 'No' to the unvalidated question: back to the form. */
  readonly onEditAgain: () => void;
  /** Closes without saving (the close button, Escape, 'Annulla'). */
  readonly onClose: () => void;
}

/** 'Dettaglio indirizzo' (/profile/addresses/manage/{addressId?}), a dialog over the list. */
export function AddressDetailDialog(props: AddressDetailDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size={530}
      title={t`Dettaglio indirizzo`}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
    >
      <Stack gap="md">
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
        {props.askingUnvalidated ? (
          <ConfirmQuestion
            label={t`Indirizzo non validato`}
            question={t`Indirizzo non validato, Salvare lo stesso ?`}
            busy={props.busy}
            onNo={props.onEditAgain}
            onYes={props.onSaveUnvalidated}
          />
        ) : (
          <AddressForm
            draft={props.draft}
            busy={props.busy}
            onSubmit={props.onSubmit}
            onCancel={props.onClose}
          />
        )}
      </Stack>
    </Modal>
  );
}
