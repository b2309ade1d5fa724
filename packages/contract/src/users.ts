import { z } from 'zod';
import { emailSchema, messages, newPasswordSchema, personNameSchema } from './validation';

export const userSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('User'),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const registrationRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  plainPassword: newPasswordSchema,
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const userPatchSchema = z
  .object({ name: personNameSchema, email: emailSchema })
  .partial()
  .strict();
export type UserPatch = z.infer<typeof userPatchSchema>;

export const changePasswordRequestSchema = z.object({
  oldPassword: z.string({ error: messages.required }).min(1, messages.required).max(128),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({ email: emailSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordSchema = z.object({
  resetPasswordToken: z.string({ error: messages.required }).min(1, messages.required).max(200),
  password: newPasswordSchema,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

// Client-only forms add the repeat field the spec uses for checking; it is never sent.
export const registrationFormSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    plainPassword: newPasswordSchema,
    repeatPassword: z.string().min(1, messages.confirmPassword),
  })
  .refine((form) => form.plainPassword === form.repeatPassword, {
    path: ['repeatPassword'],
    message: messages.passwordsMatch,
  });
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    repeatPassword: z.string().min(1, messages.confirmPassword),
  })
  .refine((form) => form.password === form.repeatPassword, {
    path: ['repeatPassword'],
    message: messages.passwordsMatch,
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
