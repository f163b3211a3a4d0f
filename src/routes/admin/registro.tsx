import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/staff/AuditPage';

/** 'Registro attività': what staff did while acting for customers (the auditor's). */
export const Route = createFileRoute('/admin/registro')({ component: AuditPage });
