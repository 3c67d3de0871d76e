import type { Privilege, Role } from '@autocredit/generated/api';
import { ROLE_GROUPS, inGroup } from '../auth/roles';
import { TASK_ROLES, type TaskRole } from '../world/seed/catalog-deals';
import { SALE_POINTS } from '../world/seed/catalog-places';
import { unitOf } from '../world/seed/staff';
import type { World } from '../world/world';

/** Who looks at a list. */
export interface Viewer {
  id: number;
  roles: readonly Role[];
  privileges: readonly Privilege[];
}

/** The deals a viewer sees: all, or those of some sale points (indexes of SALE_POINTS). */
export interface Scope {
  key: string;
  salePoints: number[] | null;
}

/**
 * What a role sees (the documents leave it open): an operator (goz) the deals of their sale point; a GOZ chief those
 * of every sale point of their holding (of their own sale point when it has no holding); the bank's staff, viewers
 * and auditors every deal.
 */
export function scopeOf(world: World, viewer: Viewer): Scope {
  if (inGroup(viewer.roles, 'bankWide')) return { key: 'all', salePoints: null };
  const salePointId = world.staffById(viewer.id)?.salePointId ?? null;
  if (salePointId === null) return { key: 'none', salePoints: [] };
  if (viewer.roles.includes('ROLE_GOZ_CHIEF')) {
    const unit = unitOf(salePointId);
    const points = SALE_POINTS.flatMap((s, i) => (unitOf(s.id) === unit ? [i] : []));
    return { key: `unit:${unit}`, salePoints: points };
  }
  const index = SALE_POINTS.findIndex((s) => s.id === salePointId);
  return { key: `point:${salePointId}`, salePoints: index < 0 ? [] : [index] };
}

/** The task roles (`currentRole`) whose tasks a viewer's task lists hold. */
export function taskRolesOf(viewer: Viewer): TaskRole[] {
  const roles = new Set<TaskRole>();
  for (const role of viewer.roles) {
    if (role === 'ROLE_GOZ') roles.add('goz');
    if (role === 'ROLE_GOZ_CHIEF') ['goz', 'goz-checker'].forEach((r) => roles.add(r as TaskRole));
    if (role === 'ROLE_CREDIT_INSPECTOR')
      ['credit-inspector', 'credit-inspector-checker'].forEach((r) => roles.add(r as TaskRole));
    if (role === 'ROLE_RELEASE_MANAGER') roles.add('release-manager');
    if ((ROLE_GROUPS.underwriters as readonly Role[]).includes(role)) roles.add('underwriter');
    if (role === 'ROLE_PLEDGE_EDITOR') roles.add('pledge');
  }
  return TASK_ROLES.filter((r) => roles.has(r));
}

/** Whether the security-service report shows the clients' photos to the viewer (has-all-operations). */
export const seesClientPhotos = (viewer: Viewer): boolean => viewer.privileges.includes('has-all-operations');
