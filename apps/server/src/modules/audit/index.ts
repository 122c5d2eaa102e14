import type { DataSource } from '../../platform/index.ts';
import { createAuditRepository } from './internal/audit.repository.ts';
import { createAuditService, type AuditService } from './internal/audit.service.ts';

export type { AuditEvent, AuditEventInput, AuditFilter, AuditService } from './internal/audit.service.ts';
export { DEFAULT_AUDIT_LIST_LIMIT, MAX_AUDIT_LIST_LIMIT } from './internal/audit.service.ts';

/**
 * The audit module: the append-only log of significant events (registrations, sign-ins and their
 * failures, lockouts, credential changes). The database refuses UPDATE and DELETE on audit.events.
 * No HTTP routes: other modules record through the service.
 */
export function createAuditModule(deps: { data: DataSource }): { service: AuditService } {
  return { service: createAuditService({ repository: createAuditRepository(deps.data) }) };
}
