import { Breadcrumbs, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AnchorLink } from './router-links';

export interface PageBreadcrumbsProps {
  /** The page's own name, after Home. */
  readonly current: string;
}

/** Home, then the current page. */
export function PageBreadcrumbs({ current }: PageBreadcrumbsProps) {
  return (
    <Breadcrumbs>
      <AnchorLink to="/">
        <Trans>Home</Trans>
      </AnchorLink>
      <Text>{current}</Text>
    </Breadcrumbs>
  );
}
