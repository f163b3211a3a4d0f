import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectAddAllResult,
  selectIsAddingAll,
  selectIsConfirmingAddAll,
  selectAddAllErrors,
} from '../../../machines/lists/add-all.machine';
import {
  selectIsConfirmingListRemoval,
  selectIsListBusy,
  selectListErrors,
} from '../../../machines/lists/lists.machine';
import type { ShopClient } from '../../api/client';
import { useFlowActors } from '../../shared/flow-actors';
import { AddAllDialogs } from './components/AddAllDialogs';
import { ListDetail } from './components/ListDetail';
import { ListLine } from './components/ListLine';
import { ConnectedListLine } from './ConnectedListLine';
import { provideAddAll, provideListActions } from './lists.effects';
import { listQueryOptions } from './lists.queries';

/**
 * 'Dettaglio lista' bound to its statecharts: the list's actions (`lists`), each line's quantity,
 * and 'Aggiungi tutto al carrello' (`add-all`).
 */
export function ListDetailContainer(props: {
  readonly client: ShopClient;
  readonly listId: number;
}) {
  const { client, listId } = props;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { shell } = useFlowActors();
  const { data: list } = useSuspenseQuery(listQueryOptions(client, listId));
  const effects = useMemo(() => ({ client, queryClient, listId }), [client, queryClient, listId]);
  const actions = useActorRef(
    useMemo(
      () =>
        provideListActions({
          ...effects,
          goTo: (id) =>
            void (id === null
              ? navigate({ to: '/profile/lists' })
              : navigate({ to: '/profile/lists/$listId', params: { listId: id } })),
        }),
      [effects, navigate],
    ),
    { input: { grant: list.sharingData.grant } },
  );
  const addAll = useActorRef(useMemo(() => provideAddAll(effects), [effects]));
  const busy = useSelector(actions, selectIsListBusy);
  const errors = useSelector(actions, selectListErrors);
  const confirmingRemoval = useSelector(actions, selectIsConfirmingListRemoval);
  const addAllErrors = useSelector(addAll, selectAddAllErrors);
  const confirmingAddAll = useSelector(addAll, selectIsConfirmingAddAll);
  const addingAll = useSelector(addAll, selectIsAddingAll);
  const addAllResult = useSelector(addAll, selectAddAllResult);
  const canWrite = list.sharingData.grant !== 'READ';
  const lineOf = (item: (typeof list.wishlistItems)[number]) =>
    canWrite ? (
      <ConnectedListLine key={item.itemId} effects={effects} item={item} />
    ) : (
      <ListLine
        key={item.itemId}
        item={item}
        stepper={null}
        problem={null}
        confirmingRemoval={false}
        busy={false}
      />
    );
  return (
    <ListDetail
      list={list}
      lines={list.wishlistItems.map(lineOf)}
      inactiveLines={list.wishlistInactiveItems.map(lineOf)}
      busy={busy || addingAll}
      errors={[...errors, ...addAllErrors]}
      confirmingRemoval={confirmingRemoval}
      onAddAll={() => addAll.send({ type: 'addAll.ask' })}
      onRename={(name) => actions.send({ type: 'list.rename', name })}
      onCopy={(name) => actions.send({ type: 'list.copy', name })}
      onMakeDefault={() => actions.send({ type: 'list.makeDefault' })}
      onShare={(email, grant) => actions.send({ type: 'list.share', email, grant })}
      onUnshare={(email) => actions.send({ type: 'list.unshare', email })}
      onAskRemoval={() => actions.send({ type: 'list.ask' })}
      onConfirmRemoval={() => actions.send({ type: 'action.confirmed' })}
      onDismissRemoval={() => actions.send({ type: 'action.dismissed' })}
      addAll={
        <AddAllDialogs
          confirming={confirmingAddAll}
          adding={addingAll}
          result={addAllResult}
          onConfirm={() => addAll.send({ type: 'action.confirmed' })}
          onDismiss={() => addAll.send({ type: 'action.dismissed' })}
          onCloseResult={() => addAll.send({ type: 'result.closed' })}
          onGoToCart={() => {
            addAll.send({ type: 'result.closed' });
            shell.send({ type: 'cart.toggle' });
          }}
        />
      }
    />
  );
}
