import { createFileRoute } from '@tanstack/react-router';
import { CustomerSearchPage } from '../../features/staff/CustomerSearchPage';

/** 'Cerca clienti': the customer search and acting for one (q, cod_int and page in the address). */
export const Route = createFileRoute('/admin/clienti')({ component: CustomerSearchPage });
