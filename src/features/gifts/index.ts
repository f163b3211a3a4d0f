/** The gift codes' public face: the code form of the checkout, bound to its statechart. */
export { GiftCodeFormContainer } from './GiftCodeFormContainer';
