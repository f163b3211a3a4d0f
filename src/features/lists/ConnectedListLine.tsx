import { sellingRulesOf } from '../../domain/quantity';
import { QuantityLine } from '../cart';
import { ListLine } from './components/ListLine';
import { provideListLineQuantity, type ListPageEffects } from './lists.effects';
import type { ListItem } from './lists.queries';

/** A list line the shopper may change, bound to its own quantity actor (the cart's rules). */
export function ConnectedListLine(props: {
  readonly effects: ListPageEffects;
  readonly item: ListItem;
}) {
  const { effects, item } = props;
  return (
    <QuantityLine
      lineId={item.itemId}
      makeMachine={() => provideListLineQuantity(effects, item)}
      input={{ rules: sellingRulesOf(item.product), quantity: item.quantity }}
    >
      {(line) => <ListLine item={item} {...line} />}
    </QuantityLine>
  );
}
