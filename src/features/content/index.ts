/** The content service's screens, for the routes. */
export { ContentPageContainer } from './ContentPageContainer';
export { contentClient } from './content-client';
export { ContentFormContainer, formIdOf } from './ContentFormContainer';
export { FaqContainer } from './FaqContainer';
export { formDefinitionQueryOptions } from './form.queries';
export { NewsListContainer } from './NewsListContainer';
export {
  contentPageQueryOptions,
  faqQueryOptions,
  menuQueryOptions,
  newsQueryOptions,
  type MenuItem,
} from './content.queries';
/** Home's slider (server-rendered with a guest's slides) and the search page's content results. */
export { HomeSliderSlot } from './HomeSliderSlot';
export { prefetchGuestSlides } from './slides.queries';
export { ContentSearchSlot } from './ContentSearchSlot';
