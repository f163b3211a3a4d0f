import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { visibleMenuEntries } from '../../domain/content-menu';
import { contentClient, menuQueryOptions } from '../content';
import { LinksDrawer } from './components/LinksDrawer';

/** The mobile app's links drawer with the content service's menu, loaded on first use. */
export function LinksDrawerContainer({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const menu = useQuery(menuQueryOptions(contentClient, 'links-drawer')).data;
  return (
    <LinksDrawer
      opened
      entries={menu && visibleMenuEntries(menu, { inMobileApp: true })}
      onNavigate={(href) => void router.navigate({ href })}
      onClose={onClose}
    />
  );
}
