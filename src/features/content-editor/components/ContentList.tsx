import { Badge, Table, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ContentKind } from '../../../domain/content-editor';
import type { components } from '../../../api/ebsn';

type ContentEditorListItem = components['schemas']['ContentEditorListItem'];

export interface ContentListProps {
  readonly kind: ContentKind;
  readonly items: readonly ContentEditorListItem[];
}

/** The items of a kind, each a link to its editor, with 'Bozza' on those with a draft. */
export function ContentList({ kind, items }: ContentListProps) {
  if (items.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Nessun contenuto.</Trans>
      </Text>
    );
  }
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Titolo</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Gruppo</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Stato</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Link to="/admin/contenuti" search={{ kind, id: item.id }}>
                {item.title}
              </Link>
            </Table.Td>
            <Table.Td>{item.group}</Table.Td>
            <Table.Td>
              {item.hasDraft ? (
                <Badge autoContrast color="yellow">
                  <Trans>Bozza</Trans>
                </Badge>
              ) : (
                <Badge autoContrast color="green">
                  <Trans>Pubblicato</Trans>
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
