import {
  Alert,
  Badge,
  Card,
  Container,
  Group,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { localized } from '../../../components/localized';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import type { components } from '../../../api/content';
import { ContentHtml } from './ContentHtml';

type NewsItem = components['schemas']['CustomNews'];

export interface NewsListProps {
  /** The page's messages; null: the content service failed. */
  readonly items: readonly NewsItem[] | null;
  /** 1 first. */
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
}

/** 'YYYY-MM-DDTHH:MM:SS' (the shop's clock) as '25 novembre 2026'. */
function dayOf(date: string): string {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return newsDay().format(new Date(Date.UTC(year, month - 1, day)));
}

const newsDay = localized(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * 'Archivio Messaggi' in the personal area (account-and-platform.md §2 `news-list`): the shop's
 * messages to its customers, newest first, a page at a time.
 */
export function NewsList({ items, page, totalPages, onPage }: NewsListProps) {
  const { t } = useLingui();
  return (
    <Container size="md" py="md">
      <Stack>
        <PageBreadcrumbs inPersonalArea current={t`Archivio Messaggi`} />
        <Title order={1}>
          <Trans>Archivio Messaggi</Trans>
        </Title>
        {items === null ? (
          <Alert color="red" role="alert">
            <Trans>Errore nel caricamento della pagina, si prega di riprovare a breve.</Trans>
          </Alert>
        ) : items.length === 0 ? (
          <Alert role="status">
            <Trans>Non ci sono messaggi.</Trans>
          </Alert>
        ) : (
          items.map((item) => (
            <Card
              key={item.id}
              withBorder
              component="article"
              id={item.slug}
              aria-labelledby={`news-${item.id}`}
            >
              <Stack gap="xs">
                <Group gap="xs">
                  <Text size="sm" c="dimmed" component="time" dateTime={item.date}>
                    {dayOf(item.date)}
                  </Text>
                  {item.sticky && (
                    <Badge color="green" variant="light">
                      <Trans>In evidenza</Trans>
                    </Badge>
                  )}
                  {item.categories.map((category) => (
                    <Badge key={category} variant="outline" color="gray">
                      {category}
                    </Badge>
                  ))}
                </Group>
                <Title order={2} size="h3" id={`news-${item.id}`}>
                  {item.title}
                </Title>
                <ContentHtml html={item.content} />
              </Stack>
            </Card>
          ))
        )}
        {totalPages > 1 && (
          <Pagination
            value={page}
            total={totalPages}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? t`Pagina precedente`
                  : control === 'next'
                    ? t`Pagina successiva`
                    : undefined,
            })}
            getItemProps={(item) => ({ 'aria-label': t`Pagina ${item}` })}
          />
        )}
      </Stack>
    </Container>
  );
}
