import { Alert, Container, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { ApiError } from '../../api/api-error';
import { i18n } from '../../shared/i18n';
import { CONTENT_KINDS, isContentKind, type ContentKind } from '../../domain/content-editor';
import { messages } from '../../domain/messages';
import { contentEditorListQueryOptions } from './content-editor.queries';
import { ContentList } from './components/ContentList';
import { KindTitle } from './components/KindTitle';

export interface ContentListPageProps {
  readonly kind: ContentKind;
  /** Another kind was chosen (the kind lives in the address). */
  readonly onKindChange: (kind: ContentKind) => void;
}

/** 'Contenuti': the content service's pages, FAQ, menu entries and slides, by kind. */
export function ContentListPage({ kind, onKindChange }: ContentListPageProps) {
  const { t } = useLingui();
  const { client } = useRouter().options.context;
  const list = useQuery(contentEditorListQueryOptions(client, kind));
  const refusal = list.error instanceof ApiError ? (list.error.messages.errors[0] ?? null) : null;
  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Contenuti</Trans>
          </Title>
          <Link to="/userboard">
            <Trans>Area riservata al personale</Trans>
          </Link>
        </Group>
        <Tabs
          value={kind}
          onChange={(value) => {
            if (value !== null && isContentKind(value)) onKindChange(value);
          }}
        >
          <Tabs.List>
            {CONTENT_KINDS.map((each) => (
              <Tabs.Tab key={each} value={each}>
                <KindTitle kind={each} />
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {list.isError ? (
          <Alert color="red" role="alert">
            {refusal ?? i18n._(messages.generic)}
          </Alert>
        ) : list.data === undefined ? (
          <Loader aria-label={t`Caricamento`} />
        ) : (
          <ContentList kind={kind} items={list.data} />
        )}
      </Stack>
    </Container>
  );
}
