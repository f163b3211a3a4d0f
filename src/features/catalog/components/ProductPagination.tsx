import { Center, Pagination } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export interface ProductPaginationProps {
  readonly page: { readonly totPages: number; readonly selPage: number };
  readonly onPage: (page: number) => void;
}

/** The pages of a product list, each control named in Italian; nothing for a single page. */
export function ProductPagination({ page, onPage }: ProductPaginationProps) {
  const { t } = useLingui();
  if (page.totPages <= 1) return null;
  return (
    <Center>
      <Pagination
        total={page.totPages}
        value={page.selPage}
        onChange={onPage}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t`Pagina precedente` }
            : control === 'next'
              ? { 'aria-label': t`Pagina successiva` }
              : {}
        }
        getItemProps={(item) => ({ 'aria-label': t`Pagina ${item}` })}
      />
    </Center>
  );
}
