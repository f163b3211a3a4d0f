import { Button, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AskedDisclaimer } from '../../../../machines/consent/consent.machine';
import type { ConsentAnswer } from '../../../domain/consent';
import { ConsentForm } from './ConsentForm';

export interface ConsentDialogProps {
  readonly opened: boolean;
  readonly disclaimers: readonly AskedDisclaimer[];
  readonly busy: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  readonly onSubmit: (answers: readonly ConsentAnswer[]) => void;
  /** 'Esci': the only way out without answering. */
  readonly onLogout: () => void;
}

const noClose = () => {};

/**
 * The full dialog after a login that finds required disclaimers unanswered (account-and-platform.md
 * §4): every disclaimer, the required ones to tick; it does not close until the answers are saved.
 */
export function ConsentDialog(props: ConsentDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={props.opened}
      onClose={noClose}
      fullScreen
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t`Aggiorna i tuoi consensi`}
    >
      <Stack gap="lg" maw={720} mx="auto">
        <Text>
          <Trans>
            Per continuare a fare la spesa accetta le condizioni obbligatorie. Puoi cambiare gli
            altri consensi quando vuoi in Privacy e consensi.
          </Trans>
        </Text>
        <ConsentForm
          disclaimers={props.disclaimers}
          busy={props.busy}
          errors={props.errors}
          submitLabel={t`Conferma`}
          onSubmit={props.onSubmit}
          actions={
            <Button variant="default" onClick={props.onLogout} disabled={props.busy}>
              <Trans>Esci</Trans>
            </Button>
          }
        />
      </Stack>
    </Modal>
  );
}
