import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import {
  selectIsPickerBusy,
  selectPickedProduct,
  selectPickerErrors,
} from '../../../machines/lists/list-picker.machine';
import type { ShopClient } from '../../api/client';
import { ListPickerDialog } from './components/ListPickerDialog';
import { favoriteIdsQueryOptions } from '../catalog';
import type { ListPicker, ListPickerActor } from './lists.effects';
import { listsQueryOptions } from './lists.queries';

function ListPickerBinding({ client, actor }: { client: ShopClient; actor: ListPickerActor }) {
  const product = useSelector(actor, selectPickedProduct);
  const lists = useQuery(listsQueryOptions(client)).data;
  const favorites = useQuery(favoriteIdsQueryOptions(client)).data;
  return (
    <ListPickerDialog
      productName={product?.name ?? null}
      // A list shared read-only takes nothing.
      lists={lists?.filter((list) => list.sharingData.grant !== 'READ')}
      favorite={product === null ? undefined : favorites?.includes(product.productId)}
      busy={useSelector(actor, selectIsPickerBusy)}
      errors={useSelector(actor, selectPickerErrors)}
      onChoose={(listId) => actor.send({ type: 'list.choose', listId })}
      onCreate={(name) => actor.send({ type: 'list.create', name })}
      onToggleFavorite={(favorite) => actor.send({ type: 'favorite.toggle', favorite })}
      onClose={() => actor.send({ type: 'dialog.closed' })}
    />
  );
}

/** The list selector bound to the app's actor; the shell mounts it once the actor exists. */
export default function ListPickerContainer(props: {
  readonly client: ShopClient;
  readonly picker: ListPicker;
}) {
  return <ListPickerBinding client={props.client} actor={props.picker.actor} />;
}
