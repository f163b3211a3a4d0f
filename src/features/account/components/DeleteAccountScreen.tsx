import { Alert, Button, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeletionStep } from '../../../../machines/account/account-deletion.machine';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { NO_MESSAGES } from '../../../domain/envelope';

export interface DeleteAccountScreenProps {
  readonly step: DeletionStep;
  /** A call is under way. */
  readonly busy: boolean;
  /** The link has been checked (the last question can be answered). */
  readonly linkChecked: boolean;
  /** The account's address, where the link goes. */
  readonly email: string;
  /** What the server refused last. */
  readonly errors: readonly string[];
  readonly onRequest: () => void;
  readonly onConfirm: () => void;
}

/**
 * 'Elimina il mio account' (/profile/delete-account): what deleting means, the link by e-mail,
 * and, once the link is opened, the last question.
 */
export function DeleteAccountScreen(props: DeleteAccountScreenProps) {
  const { t } = useLingui();
  return (
    <Stack px="md" maw={720}>
      <PageBreadcrumbs inPersonalArea current={t`Elimina il mio account`} />
      <Title order={1}>
        <Trans>Elimina il mio account</Trans>
      </Title>
      <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
      {props.step === 'ask' && (
        <>
          <Text>
            <Trans>Eliminando l'account:</Trans>
          </Text>
          <List spacing="xs">
            <List.Item>
              <Trans>
                cancelliamo i tuoi dati personali: nome, e-mail, telefono, codice fiscale,
                indirizzi, dati di fatturazione e consensi;
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                i tuoi ordini restano per gli obblighi fiscali, senza alcun dato personale;
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>non potrai più accedere, e il carrello andrà perso.</Trans>
            </List.Item>
          </List>
          <Text>
            <Trans>
              Per sicurezza ti mandiamo un link a {props.email}: aprilo entro 30 minuti da questo
              dispositivo per confermare.
            </Trans>
          </Text>
          <Button
            color="red"
            variant="outline"
            loading={props.busy}
            onClick={props.onRequest}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Invia il link per eliminare l'account</Trans>
          </Button>
        </>
      )}
      {props.step === 'sent' && (
        <>
          <Alert color="green" variant="light" role="status">
            <Trans>
              Ti abbiamo inviato un'e-mail a {props.email}: apri il link entro 30 minuti per
              confermare l'eliminazione dell'account.
            </Trans>
          </Alert>
          <Button
            variant="subtle"
            loading={props.busy}
            onClick={props.onRequest}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Invia di nuovo il link</Trans>
          </Button>
        </>
      )}
      {props.step === 'confirm' &&
        (props.linkChecked ? (
          <Stack role="alertdialog" aria-label={t`Conferma l'eliminazione`}>
            <Text fw={700}>
              <Trans>
                Vuoi eliminare definitivamente il tuo account? Non potrai tornare indietro.
              </Trans>
            </Text>
            <Button
              color="red"
              loading={props.busy}
              onClick={props.onConfirm}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Elimina definitivamente</Trans>
            </Button>
          </Stack>
        ) : (
          <Loader aria-label={t`Verifica del link in corso`} />
        ))}
      {props.step === 'linkRefused' && (
        <Button
          variant="outline"
          loading={props.busy}
          onClick={props.onRequest}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Invia un nuovo link</Trans>
        </Button>
      )}
      {props.step === 'deleted' && (
        <Alert color="green" variant="light" role="status">
          <Trans>Il tuo account è stato eliminato. Grazie per aver fatto la spesa con noi.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
