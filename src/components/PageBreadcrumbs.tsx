import { Breadcrumbs, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AnchorLink } from './router-links';

export interface PageBreadcrumbsProps {
  /** The page's own name, after Home. */
  readonly current: string;
  /** The categories between Home and the page, top first (default none). */
  readonly categories?: readonly { readonly name: string; readonly slug: string }[];
  /** A page of the personal area: 'Area personale' comes between Home and the page (default no). */
  readonly inPersonalArea?: boolean;
}

/**
 * Each link at least 24 px tall, so wrapped lines leave the targets apart (WCAG 2.5.8). The trail
 * wraps, and so does a long name in it (Mantine keeps both on one line): a product's full name
 * made the page wider than a phone.
 */
const BREADCRUMB_STYLES = {
  root: { flexWrap: 'wrap' },
  breadcrumb: {
    minHeight: 24,
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    whiteSpace: 'normal',
    lineHeight: 1.3,
  },
} as const;

/** Home, the categories above the page or the personal area, then the page. */
export function PageBreadcrumbs({
  current,
  categories = [],
  inPersonalArea = false,
}: PageBreadcrumbsProps) {
  return (
    <Breadcrumbs styles={BREADCRUMB_STYLES}>
      <AnchorLink to="/">
        <Trans>Home</Trans>
      </AnchorLink>
      {categories.map((category) => (
        <AnchorLink key={category.slug} to="/catalog/category/$" params={{ _splat: category.slug }}>
          {category.name}
        </AnchorLink>
      ))}
      {inPersonalArea && (
        <AnchorLink to="/profile">
          <Trans>Area personale</Trans>
        </AnchorLink>
      )}
      <Text>{current}</Text>
    </Breadcrumbs>
  );
}
