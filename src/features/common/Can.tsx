import type { ReactNode } from 'react';
import type { Permission } from '../../core/domain/index.ts';
import { useCan } from './useCan.ts';

export interface CanProps {
  permission: Permission;
  children: ReactNode;
  /** shown instead when the permission is missing; nothing by default */
  fallback?: ReactNode;
}

/** Renders its children only for a user who holds the permission. */
export function Can({ permission, children, fallback = null }: CanProps) {
  return <>{useCan(permission) ? children : fallback}</>;
}
