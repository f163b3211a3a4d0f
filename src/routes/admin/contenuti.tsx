import { createFileRoute } from '@tanstack/react-router';
import { ContentArea } from '../../features/content-editor/ContentArea';

/** 'Contenuti': the content editor's list by kind (`?kind=`), and each item's editor below it. */
export const Route = createFileRoute('/admin/contenuti')({ component: ContentArea });
