import { Alert, Container, Group, Loader, Pagination, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { AuditTable } from './components/AuditTable';
import { staffAuditQueryOptions } from './staff.queries';

/** 'Registro attività': every change staff made while acting for a customer (auditors only). */
export function AuditPage() {
  const { t } = useLingui();
  const { client } = useRouter().options.context;
  const [page, setPage] = useState(1);
  const audit = useQuery({
    ...staffAuditQueryOptions(client, page),
    placeholderData: keepPreviousData,
  });
  const refusal = audit.error instanceof ApiError ? (audit.error.messages.errors[0] ?? null) : null;
  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Registro attività</Trans>
          </Title>
          <Link to="/userboard">
            <Trans>Area riservata al personale</Trans>
          </Link>
        </Group>
        {refusal !== null ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : audit.data === undefined ? (
          <Loader aria-label={t`Caricamento`} />
        ) : (
          <>
            <AuditTable rows={audit.data.rows} />
            {audit.data.page.totPages > 1 && (
              <Pagination total={audit.data.page.totPages} value={page} onChange={setPage} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
