import { Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { fieldErrorsOf } from '../../../components/form-rules';
import { listShareSchema } from '../../../domain/lists';
import { checkForm } from '../../../domain/validation';

type Share = components['schemas']['WishlistShare'];
type ShareGrant = Share['grant'];

export interface ListSharingProps {
  /** The e-mails the list is shared with. */
  readonly shares: readonly Share[];
  readonly busy: boolean;
  readonly onShare: (email: string, grant: ShareGrant) => void;
  readonly onUnshare: (email: string) => void;
}

/** The owner shares a list by e-mail, read-only or to change, and stops sharing it. */
export function ListSharing(props: ListSharingProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', grant: 'READ' as ShareGrant },
    validate: (values) => fieldErrorsOf(listShareSchema, values, i18n),
  });
  const grantLabel = (grant: ShareGrant) =>
    grant === 'READ' ? t`Sola lettura` : t`Può modificare`;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        <Trans>Condividi la lista</Trans>
      </Title>
      <form
        noValidate
        aria-label={t`Condividi la lista`}
        onSubmit={form.onSubmit((values) => {
          const check = checkForm(listShareSchema, values);
          if (!check.ok) return;
          props.onShare(check.value.email, check.value.grant);
          form.reset();
        })}
      >
        <Stack gap="xs">
          <TextInput
            label={t`E-mail della persona`}
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
            key={form.key('email')}
          />
          <Radio.Group label={t`Permessi`} {...form.getInputProps('grant')} key={form.key('grant')}>
            <Group mt={4}>
              <Radio value="READ" label={t`Sola lettura`} />
              <Radio value="WRITE" label={t`Può modificare`} />
            </Group>
          </Radio.Group>
          <Button type="submit" variant="light" loading={props.busy} style={{ alignSelf: 'start' }}>
            <Trans>Condividi</Trans>
          </Button>
        </Stack>
      </form>
      {props.shares.length > 0 && (
        <Stack gap={4} component="ul" aria-label={t`Condivisa con`} p={0} m={0}>
          {props.shares.map((share) => (
            <Group key={share.email} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {share.email} · {grantLabel(share.grant)}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                disabled={props.busy}
                aria-label={t`Non condividere più con ${share.email}`}
                onClick={() => props.onUnshare(share.email)}
              >
                <Trans>Rimuovi</Trans>
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
