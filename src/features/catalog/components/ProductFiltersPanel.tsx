import { Checkbox, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PRODUCT_SORTS,
  parseFacets,
  toggleFacet,
  type ProductFilters,
  type ProductSort,
} from '../../../domain/product-filters';

/** A facet of the list reply: its values with how many products of the whole result have each. */
export interface FacetView {
  readonly name: string;
  readonly parameterName: string;
  readonly values: ReadonlyArray<{
    readonly id: number;
    readonly name: string;
    readonly filteredCount: number;
  }>;
}

export interface ProductFiltersPanelProps {
  /** The filters in the URL. */
  readonly filters: ProductFilters;
  /** The facets of the current result. */
  readonly facets: readonly FacetView[];
  /** Reports a change; the page reset rules are applied by the caller. */
  readonly onChange: (change: Partial<ProductFilters>) => void;
}

/** Sort, promotions, new products and the facets of a product list. */
export function ProductFiltersPanel({ filters, facets, onChange }: ProductFiltersPanelProps) {
  const { t } = useLingui();
  const sortLabels: Record<ProductSort, string> = {
    rank: t`Rilevanza`,
    pri_asc: t`Prezzo crescente`,
    pri_des: t`Prezzo decrescente`,
    alf_asc: t`Nome A-Z`,
    alf_des: t`Nome Z-A`,
    new: t`Novità`,
  };
  const selected = parseFacets(filters.facets);
  return (
    <Stack gap="md" component="section" aria-label={t`Filtri`}>
      <NativeSelect
        label={t`Ordina per`}
        value={filters.sort ?? 'rank'}
        data={PRODUCT_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
        onChange={(event) => onChange({ sort: event.currentTarget.value as ProductSort })}
      />
      <Switch
        label={t`Solo in promozione`}
        checked={filters.promo ?? false}
        onChange={(event) => onChange({ promo: event.currentTarget.checked || undefined })}
      />
      <Switch
        label={t`Solo novità`}
        checked={filters.onlyNew ?? false}
        onChange={(event) => onChange({ onlyNew: event.currentTarget.checked || undefined })}
      />
      {facets
        .filter((facet) => facet.values.length > 0)
        .map((facet) => (
          <Stack key={facet.parameterName} gap={6} role="group" aria-label={facet.name}>
            <Title order={3} size="sm">
              {facet.name}
            </Title>
            {facet.values.map((value) => (
              <Checkbox
                key={value.id}
                size="sm"
                label={
                  <Text size="sm" span>
                    {value.name}{' '}
                    <Text span c="dimmed" size="xs">
                      ({value.filteredCount})
                    </Text>
                  </Text>
                }
                aria-label={value.name}
                checked={selected.get(facet.parameterName)?.has(value.id) ?? false}
                onChange={() =>
                  onChange({ facets: toggleFacet(filters.facets, facet.parameterName, value.id) })
                }
              />
            ))}
          </Stack>
        ))}
      {facets.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>Nessun filtro disponibile</Trans>
        </Text>
      )}
    </Stack>
  );
}
