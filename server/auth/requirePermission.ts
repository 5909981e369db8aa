import type { Permission } from '../../src/core/domain/permissions.ts';
import { permissionDenied } from '../http/HttpError.ts';
import type { Caller } from './Caller.ts';

/**
 * A permission check beyond the one the endpoint declares (mountEndpoint checks that), for rules one
 * declaration cannot say: a permission that depends on the body, or one of two permissions.
 */
export function requirePermission(caller: Caller, permission: Permission): void {
  if (!caller.can(permission)) throw permissionDenied();
}
