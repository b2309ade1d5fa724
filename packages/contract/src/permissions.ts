import * as z from 'zod/mini';

export const roles = ['REPRESENTATIVE', 'ADMIN', 'OWNER'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

// The spec's permission table (section 6): the one definition the server enforces and the web
// app's guards and sidebar read.
export const permissionTable = {
  'project.access': ['REPRESENTATIVE', 'ADMIN', 'OWNER'],
  'project.settings': ['ADMIN', 'OWNER'],
  'distribution.access': ['ADMIN', 'OWNER'],
  'user.roleEdit': ['OWNER'],
  'gifts.edit': ['ADMIN', 'OWNER'],
  'gifts.order': ['REPRESENTATIVE', 'ADMIN', 'OWNER'],
  'gifts.responsible': ['ADMIN', 'OWNER'],
  'points.transactions': ['ADMIN', 'OWNER'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionTable;

export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (permissionTable[permission] as readonly Role[]).includes(role);
}
