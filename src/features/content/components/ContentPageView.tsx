import { Alert, Container, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ContentHtml } from './ContentHtml';

export interface ContentPageViewProps {
  /** The page, or why there is none. */
  readonly state:
    | { readonly kind: 'page'; readonly title: string; readonly html: string }
    | { readonly kind: 'missing' }
    | { readonly kind: 'failed' };
}

/**
 * A page of the content service (`/page/{pageName}`): its title and its HTML, sanitised; or the
 * spec's texts for a page that does not exist and for a service that failed.
 */
export function ContentPageView({ state }: ContentPageViewProps) {
  return (
    <Container size="sm" py="xl">
      {state.kind === 'page' ? (
        <Stack component="article">
          <Title order={1}>{state.title}</Title>
          <ContentHtml html={state.html} />
        </Stack>
      ) : (
        <Alert color="red" role="alert">
          {state.kind === 'missing' ? (
            <Trans>Pagina non trovata, impossibile continuare</Trans>
          ) : (
            <Trans>Errore nel caricamento della pagina, si prega di riprovare a breve.</Trans>
          )}
        </Alert>
      )}
    </Container>
  );
}
