import { z } from 'zod';
import { EMPLOYEE_PAGE_SIZE } from './constants';
import { roleSchema } from './permissions';
import { HH_MM } from './settings';

export const employeeStatuses = ['active', 'inactive'] as const;
export const employeeStatusSchema = z.enum(employeeStatuses);
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>;

/** A working window on one weekday (1 = Monday … 7 = Sunday), local to the project's time zone. */
export const scheduleSchema = z
  .object({
    day: z.number().int().min(1).max(7),
    start: z.string().regex(HH_MM, 'must be HH:mm'),
    end: z.string().regex(HH_MM, 'must be HH:mm'),
  })
  .refine((s) => s.start < s.end, { path: ['end'], message: 'must be after the start' });
export type Schedule = z.infer<typeof scheduleSchema>;

export const schedulesSchema = z
  .array(scheduleSchema)
  .max(21)
  .superRefine((list, ctx) => {
    // Windows of one day must not overlap.
    const byDay = new Map<number, Schedule[]>();
    list.forEach((s) => byDay.set(s.day, [...(byDay.get(s.day) ?? []), s]));
    for (const [day, windows] of byDay) {
      const sorted = [...windows].sort((a, b) => a.start.localeCompare(b.start));
      for (let i = 1; i < sorted.length; i++) {
        if (sorted[i]!.start < sorted[i - 1]!.end) {
          ctx.addIssue({ code: 'custom', message: `working windows overlap on day ${day}` });
          return;
        }
      }
    }
  });

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

const manyOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]), z.array(item).max(200).optional());

export const employeeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(EMPLOYEE_PAGE_SIZE),
  'status[]': manyOf(employeeStatusSchema),
  status: employeeStatusSchema.optional(),
  'id[]': manyOf(z.uuid()),
  'user[]': manyOf(z.string().min(1)),
  'user.name[]': manyOf(z.string().min(1).max(100)),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const employeePatchSchema = z
  .object({ role: roleSchema, status: employeeStatusSchema, schedules: schedulesSchema })
  .partial()
  .strict();
export type EmployeePatch = z.infer<typeof employeePatchSchema>;
