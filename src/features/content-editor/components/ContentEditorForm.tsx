import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import type { ContentEditorStatus } from '../../../../machines/content-editor/content-editor.machine';
import {
  contentDraftSchemaOf,
  contentEditorMessages,
  findContentEditorMessage,
  kindHasHtml,
  kindHasLink,
  LINK_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type ContentDraftInput,
  type ContentKind,
} from '../../../domain/content-editor';
import { checkForm } from '../../../domain/validation';
import type { components } from '../../../api/ebsn';
import { ContentPreview } from './ContentPreview';
import { RichTextField } from './RichTextField';

type ContentEditorItem = components['schemas']['ContentEditorItem'];

export interface ContentEditorFormProps {
  readonly kind: ContentKind;
  /** The item with its published version, its draft and its revisions. */
  readonly item: ContentEditorItem;
  readonly status: ContentEditorStatus;
  /** A call is under way. */
  readonly busy: boolean;
  /** The form holds changes not saved yet. */
  readonly dirty: boolean;
  /** The last failure's text; null when there is none to show. */
  readonly error: string | null;
  /** A draft is saved (the shop still serves the published version). */
  readonly hasDraft: boolean;
  readonly canPublish: boolean;
  readonly canDiscard: boolean;
  readonly previewOpen: boolean;
  /** The form changed. */
  readonly onChange: () => void;
  /** 'Salva bozza' with values the domain's rules accept. */
  readonly onSave: (draft: ContentDraftInput) => void;
  readonly onPublish: () => void;
  readonly onDiscard: () => void;
  readonly onPreview: () => void;
  readonly onPreviewClose: () => void;
}

function validator(kind: ContentKind, i18n: I18n) {
  return (values: ContentDraftInput): Record<string, string> => {
    const check = checkForm(contentDraftSchemaOf(kind), values);
    if (check.ok) return {};
    return Object.fromEntries(
      Object.entries(check.fieldErrors).map(([field, id]) => [
        field,
        i18n._(findContentEditorMessage(id) ?? contentEditorMessages.failed),
      ]),
    );
  };
}

function StatusBadge({
  status,
  dirty,
  hasDraft,
}: {
  status: ContentEditorStatus;
  dirty: boolean;
  hasDraft: boolean;
}) {
  if (status === 'saving')
    return (
      <Badge autoContrast color="gray">
        <Trans>Salvataggio in corso…</Trans>
      </Badge>
    );
  if (status === 'publishing')
    return (
      <Badge autoContrast color="gray">
        <Trans>Pubblicazione in corso…</Trans>
      </Badge>
    );
  if (status === 'discarding')
    return (
      <Badge autoContrast color="gray">
        <Trans>La bozza viene scartata…</Trans>
      </Badge>
    );
  if (dirty)
    return (
      <Badge autoContrast color="orange">
        <Trans>Modifiche non salvate</Trans>
      </Badge>
    );
  if (status === 'published')
    return (
      <Badge autoContrast color="green">
        <Trans>Pubblicato ora</Trans>
      </Badge>
    );
  if (hasDraft)
    return (
      <Badge autoContrast color="yellow">
        <Trans>Bozza salvata, non pubblicata</Trans>
      </Badge>
    );
  return (
    <Badge autoContrast color="green">
      <Trans>Pubblicato</Trans>
    </Badge>
  );
}

/**
 * The content editor: the title (and the rich text of a page or a FAQ answer, or the link of a
 * menu entry or a slide), 'Salva bozza', 'Anteprima', 'Pubblica' and 'Scarta bozza', the state
 * of the draft and the published revisions.
 */
export function ContentEditorForm(props: ContentEditorFormProps) {
  const { t, i18n } = useLingui();
  const { kind, item } = props;
  const start = item.draft ?? item.published;
  const form = useForm<ContentDraftInput>({
    mode: 'controlled',
    initialValues: { title: start.title, html: start.html, link: start.link },
    validate: validator(kind, i18n),
    onValuesChange: () => props.onChange(),
  });
  const { hasDraft } = props;
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <StatusBadge status={props.status} dirty={props.dirty} hasDraft={hasDraft} />
        <Anchor href={item.storefrontPath} target="_blank" rel="noopener" size="sm">
          <Trans>Vedi nel negozio</Trans>
        </Anchor>
      </Group>
      {props.status === 'failed' && (
        <Alert color="red" role="alert">
          {props.error ?? i18n._(contentEditorMessages.failed)}
        </Alert>
      )}
      <form
        noValidate
        aria-label={t`Modifica contenuto`}
        onSubmit={form.onSubmit((values) => props.onSave(values))}
      >
        <Stack>
          <TextInput
            label={kind === 'faq' ? t`Domanda` : t`Titolo`}
            required
            maxLength={TITLE_MAX_LENGTH + 50}
            disabled={props.busy}
            {...form.getInputProps('title')}
          />
          {kindHasHtml(kind) && (
            <RichTextField
              label={kind === 'faq' ? t`Risposta` : t`Testo`}
              initialHtml={start.html}
              disabled={props.busy}
              error={form.errors.html?.toString()}
              onChange={(html) => form.setFieldValue('html', html)}
            />
          )}
          {kindHasLink(kind) && (
            <TextInput
              label={t`Collegamento`}
              description={t`Una pagina del negozio (/page/servizi) o un indirizzo https://`}
              required
              maxLength={LINK_MAX_LENGTH + 50}
              disabled={props.busy}
              {...form.getInputProps('link')}
            />
          )}
          <Group>
            <Button type="submit" loading={props.status === 'saving'} disabled={props.busy}>
              <Trans>Salva bozza</Trans>
            </Button>
            <Button variant="default" onClick={props.onPreview} disabled={props.busy}>
              <Trans>Anteprima</Trans>
            </Button>
            <Button
              color="green"
              onClick={props.onPublish}
              loading={props.status === 'publishing'}
              disabled={!props.canPublish || props.busy}
            >
              <Trans>Pubblica</Trans>
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={props.onDiscard}
              loading={props.status === 'discarding'}
              disabled={!props.canDiscard || props.busy}
            >
              <Trans>Scarta bozza</Trans>
            </Button>
          </Group>
          {hasDraft && props.dirty && (
            <Text size="sm" c="dimmed">
              <Trans>Salva la bozza prima di pubblicarla.</Trans>
            </Text>
          )}
        </Stack>
      </form>
      <Modal
        opened={props.previewOpen}
        onClose={props.onPreviewClose}
        title={t`Anteprima`}
        closeButtonProps={{ 'aria-label': t`Chiudi l'anteprima` }}
        size="xl"
      >
        <ContentPreview kind={kind} draft={form.values} />
      </Modal>
      {item.revisions.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Versioni pubblicate</Trans>
          </Title>
          <List size="sm">
            {item.revisions.map((revision) => (
              <List.Item key={revision.id}>
                {i18n.date(revision.publishedAt, { dateStyle: 'short', timeStyle: 'short' })} ·{' '}
                {revision.title} · {revision.staffName}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
