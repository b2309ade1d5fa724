import * as z from 'zod/mini';
import { manyOf, pageQuery } from './common';
import { EMPLOYEE_PAGE_SIZE } from './constants';
import { roleSchema } from './permissions';
import { HH_MM } from './settings';

export const employeeStatuses = ['active', 'inactive'] as const;
export const employeeStatusSchema = z.enum(employeeStatuses);
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>;

const timeOfDay = z.string().check(z.regex(HH_MM, 'must be HH:mm'));

/** A working window on one weekday (1 = Monday … 7 = Sunday), local to the project's time zone. */
export const scheduleSchema = z
  .object({
    day: z.int().check(z.gte(1), z.lte(7)),
    start: timeOfDay,
    end: timeOfDay,
  })
  .check(z.refine((s) => s.start < s.end, { path: ['end'], message: 'must be after the start' }));
export type Schedule = z.infer<typeof scheduleSchema>;

export const schedulesSchema = z.array(scheduleSchema).check(
  z.maxLength(21),
  z.superRefine((list, ctx) => {
    // Windows of one day must not overlap.
    const byDay = new Map<number, Schedule[]>();
    list.forEach((s) => byDay.set(s.day, [...(byDay.get(s.day) ?? []), s]));
    for (const [day, windows] of byDay) {
      const sorted = [...windows].sort((a, b) => a.start.localeCompare(b.start));
      for (let i = 1; i < sorted.length; i++) {
        if (sorted[i]!.start < sorted[i - 1]!.end) {
          ctx.issues.push({ code: 'custom', message: `working windows overlap on day ${day}`, input: list });
          return;
        }
      }
    }
  }),
);

export const employeeSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Employee'),
  id: z.uuid(),
  project: z.string(),
  role: roleSchema,
  status: employeeStatusSchema,
  user: z.object({ '@id': z.string(), id: z.uuid(), name: z.string(), email: z.string() }),
  schedules: z.array(scheduleSchema),
  createdAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListQuerySchema = z.object({
  ...pageQuery(EMPLOYEE_PAGE_SIZE),
  'status[]': manyOf(employeeStatusSchema),
  status: z.optional(employeeStatusSchema),
  'id[]': manyOf(z.uuid()),
  'user[]': manyOf(z.string().check(z.minLength(1))),
  'user.name[]': manyOf(z.string().check(z.minLength(1), z.maxLength(100))),
  'role[]': manyOf(roleSchema),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const employeePatchSchema = z.partial(
  z.strictObject({ role: roleSchema, status: employeeStatusSchema, schedules: schedulesSchema }),
);
export type EmployeePatch = z.infer<typeof employeePatchSchema>;
