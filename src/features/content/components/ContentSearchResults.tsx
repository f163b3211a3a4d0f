import { Anchor, Badge, Button, Stack, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId, useState } from 'react';
import { useContentLink } from './use-content-link';

/** A page, question or message of the content service matching the search. */
export interface ContentSearchResult {
  readonly id: number;
  readonly title: string;
  /** Where it is read (the shop's page, the FAQ at the question, the messages' archive). */
  readonly url: string;
  readonly kind: 'page' | 'faq' | 'post';
}

/** How many results show before 'Mostra altri'. */
export const CONTENT_RESULTS_SHOWN = 4;

const KIND: Record<ContentSearchResult['kind'], MessageDescriptor> = {
  page: msg`Pagina`,
  faq: msg`Domanda frequente`,
  post: msg`Avviso`,
};

export interface ContentSearchResultsProps {
  /** The results; nothing shows while they load, when the service failed, or when there are none. */
  readonly results: readonly ContentSearchResult[] | undefined;
}

/**
 * The content service's results beside the products: a short labelled list of title links (a
 * shop path opens in the app), the first few and 'Mostra altri' for the rest.
 */
export function ContentSearchResults({ results }: ContentSearchResultsProps) {
  const { i18n } = useLingui();
  const linkProps = useContentLink();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  if (results === undefined || results.length === 0) return null;
  const shown = expanded ? results : results.slice(0, CONTENT_RESULTS_SHOWN);
  const more = results.length - shown.length;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Informazioni utili</Trans>
        </Title>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((result) => (
            <li key={`${result.kind}-${result.id}`}>
              <Anchor {...linkProps(result.url)} fw={500}>
                {result.title}
              </Anchor>
              <div>
                <Badge variant="light" color="gray" size="xs" radius="sm">
                  {i18n._(KIND[result.kind])}
                </Badge>
              </div>
            </li>
          ))}
        </Stack>
        {more > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            onClick={() => setExpanded(true)}
          >
            <Plural value={more} one="Mostra un altro risultato" other="Mostra altri # risultati" />
          </Button>
        )}
      </Stack>
    </section>
  );
}
