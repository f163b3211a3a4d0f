import { Trans } from '@lingui/react/macro';
import type { ContentKind } from '../../../domain/content-editor';

/** The name of a kind of content as the admin area shows it. */
export function KindTitle({ kind }: { readonly kind: ContentKind }) {
  switch (kind) {
    case 'page':
      return <Trans>Pagine</Trans>;
    case 'faq':
      return <Trans>Domande frequenti</Trans>;
    case 'menu':
      return <Trans>Menu</Trans>;
    case 'slide':
      return <Trans>Slide</Trans>;
  }
}
