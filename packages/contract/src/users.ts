import * as z from 'zod/mini';
import { pageQuery } from './common';
import { emailSchema, messages, newPasswordSchema, personNameSchema, repeatPasswordSchema } from './validation';

export const USER_PAGE_SIZE = 30;

export const userSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('User'),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** E-mail the user when lead distribution gives them a lead. */
  notifyLeadEmail: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * `GET /users?name&email`: the accounts the caller may see that match (contains, any case). Only
 * the caller's own account is visible (teammates are read as employees of a project).
 */
export const userListQuerySchema = z.object({
  ...pageQuery(USER_PAGE_SIZE),
  name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  email: z.optional(z.string().check(z.trim(), z.maxLength(320))),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const registrationRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  plainPassword: newPasswordSchema,
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const userPatchSchema = z.partial(
  z.strictObject({ name: personNameSchema, email: emailSchema, notifyLeadEmail: z.boolean({ error: 'must be true or false' }) }),
);
export type UserPatch = z.infer<typeof userPatchSchema>;

/** The profile form edits both fields at once. */
export const profileFormSchema = z.object({ name: personNameSchema, email: emailSchema });
export type ProfileForm = z.infer<typeof profileFormSchema>;

const currentPasswordSchema = z.string({ error: messages.required }).check(z.minLength(1, messages.required), z.maxLength(128));

export const changePasswordRequestSchema = z.object({
  oldPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({ email: emailSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordSchema = z.object({
  resetPasswordToken: z.string({ error: messages.required }).check(z.minLength(1, messages.required), z.maxLength(200)),
  password: newPasswordSchema,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

function repeated<K extends string>(key: K) {
  return z.refine<Record<K | 'repeatPassword', string>>((form) => form[key] === form.repeatPassword, {
    path: ['repeatPassword'],
    message: messages.passwordsMatch,
  });
}

// Client-only forms add the repeat field the spec uses for checking; it is never sent.
export const registrationFormSchema = z
  .object({ name: personNameSchema, email: emailSchema, plainPassword: newPasswordSchema, repeatPassword: repeatPasswordSchema })
  .check(repeated('plainPassword'));
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, repeatPassword: repeatPasswordSchema })
  .check(repeated('password'));
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({ oldPassword: currentPasswordSchema, newPassword: newPasswordSchema, repeatPassword: repeatPasswordSchema })
  .check(repeated('newPassword'));
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
