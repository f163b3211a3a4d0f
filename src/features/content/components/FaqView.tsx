import { Accordion, Alert, Container, Stack, TextInput, Title } from '@mantine/core';
// With the FAQ's chunk, not the shell's: only this page draws an accordion (src/app/styles.ts).
import '@mantine/core/styles/Accordion.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FaqSection } from '../faq-sections';
import { ContentHtml } from './ContentHtml';

export interface FaqViewProps {
  /** The sections with the questions the search keeps; null: the service failed. */
  readonly sections: readonly FaqSection[] | null;
  /** The search as typed (it lives in the address, `?q=`). */
  readonly search: string;
  readonly onSearch: (search: string) => void;
}

/**
 * `/faq` (account-and-platform.md §2): the questions in their sections, each answer opened on
 * demand, and a search within them. Answers are HTML from the content service, sanitised.
 */
export function FaqView({ sections, search, onSearch }: FaqViewProps) {
  const { t } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>
          <Trans>Domande frequenti</Trans>
        </Title>
        <TextInput
          type="search"
          label={t`Cerca nelle domande frequenti`}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
        {sections === null ? (
          <Alert color="red" role="alert">
            <Trans>Errore nel caricamento della pagina, si prega di riprovare a breve.</Trans>
          </Alert>
        ) : sections.length === 0 ? (
          <Alert role="status">
            <Trans>Nessuna domanda corrisponde alla ricerca.</Trans>
          </Alert>
        ) : (
          sections.map((section) => (
            <Stack key={section.slug} component="section" gap="xs">
              <Title order={2} size="h3">
                {section.name}
              </Title>
              <Accordion variant="separated">
                {section.entries.map((entry) => (
                  <Accordion.Item key={entry.slug} value={entry.slug} id={entry.slug}>
                    <Accordion.Control>{entry.title.rendered}</Accordion.Control>
                    <Accordion.Panel>
                      <ContentHtml html={entry.content.rendered} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
