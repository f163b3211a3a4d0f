import { addToCartMachine } from '../../machines/cart/add-to-cart.machine';
import { addToCartEvents } from './add-to-cart-events';
import { addToCartCases } from './add-to-cart.cases';
import { describeBehaviour } from './behaviour-case';
import { describeModel } from './transition-coverage';

// Which product is added, its chosen options and promo answer decide the next step.
describeModel('addToCart', addToCartMachine, addToCartEvents, {
  significantContext: ({ request }) =>
    request && [request.product.productId, request.params, request.applyPromo],
});

describeBehaviour('addToCart', addToCartMachine, addToCartCases);
