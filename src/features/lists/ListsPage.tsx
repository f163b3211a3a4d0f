import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectIsListBusy, selectListErrors } from '../../../machines/lists/lists.machine';
import type { ShopClient } from '../../api/client';
import { ListsOverview } from './components/ListsOverview';
import { provideListCreation } from './lists.effects';
import { listsQueryOptions } from './lists.queries';

/** 'Le mie liste': the lists, and a new one whose page opens once it is created. */
export function ListsPage({ client }: { readonly client: ShopClient }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: lists } = useSuspenseQuery(listsQueryOptions(client));
  const actor = useActorRef(
    useMemo(
      () =>
        provideListCreation({
          client,
          queryClient,
          goTo: (listId) => void navigate({ to: '/profile/lists/$listId', params: { listId } }),
        }),
      [client, queryClient, navigate],
    ),
    { input: { grant: 'OWNER' } },
  );
  return (
    <ListsOverview
      lists={lists}
      busy={useSelector(actor, selectIsListBusy)}
      errors={useSelector(actor, selectListErrors)}
      onCreate={(name) => actor.send({ type: 'list.create', name })}
    />
  );
}
