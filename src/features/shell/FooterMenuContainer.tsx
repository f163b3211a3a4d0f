import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { visibleMenuEntries } from '../../domain/content-menu';
import { inMobileApp } from '../../shared/build-flags';
import { contentClient, menuQueryOptions } from '../content';
import { FooterMenu } from './components/FooterMenu';

/**
 * The footer menu from the content service, loaded after the first paint (it is below the fold);
 * while it loads, or if the service fails, the footer keeps its own links.
 */
export function FooterMenuContainer() {
  const router = useRouter();
  const menu = useQuery(menuQueryOptions(contentClient, 'footer')).data;
  if (menu === undefined) return null;
  return (
    <FooterMenu
      entries={visibleMenuEntries(menu, { inMobileApp })}
      onNavigate={(href) => void router.navigate({ href })}
    />
  );
}
