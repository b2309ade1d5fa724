import { ApiError } from '@/shared/api/http';

export type TeamField = 'name' | 'lead' | 'members';

export type TeamErrors = {
  /** The message to show under each field the dialog has. */
  fields: Partial<Record<TeamField, string>>;
  /** What no field can show (another violation, a 403, a network failure): for a toast. */
  others: string[];
};

const MEMBER_PATH = /^members\[(\d+)\]$/;

/**
 * Sorts a failed save's violations by field. `members[2]` names the third member sent, so the
 * message says whom it is about ("Ann Lee: must be an employee of this project").
 */
export function teamErrors(error: unknown, sentMembers: readonly string[], nameOf: (iri: string) => string, generic: string): TeamErrors {
  if (!(error instanceof ApiError)) return { fields: {}, others: [generic] };
  if (error.violations.length === 0) return { fields: {}, others: [error.description ?? generic] };
  const fields: Partial<Record<TeamField, string>> = {};
  const memberMessages: string[] = [];
  const others: string[] = [];
  for (const { propertyPath, message } of error.violations) {
    const member = MEMBER_PATH.exec(propertyPath);
    if (member) {
      const iri = sentMembers[Number(member[1])];
      memberMessages.push(iri ? `${nameOf(iri)}: ${message}` : message);
    } else if (propertyPath === 'name' || propertyPath === 'lead' || propertyPath === 'members') {
      fields[propertyPath] = fields[propertyPath] ? `${fields[propertyPath]}; ${message}` : message;
    } else {
      others.push(message);
    }
  }
  if (memberMessages.length) fields.members = [fields.members, ...memberMessages].filter(Boolean).join('; ');
  return { fields, others };
}
