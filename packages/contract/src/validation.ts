import * as z from 'zod/mini';
import { EMAIL_MAX, LOGIN_PASSWORD_MIN, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants';

// The spec's validation texts (section 5); the server answers with the same words so a violation
// can be shown under its field as is.
export const messages = {
  required: 'required field',
  emailFormat: 'incorrect format',
  emailLong: `email should be at most ${EMAIL_MAX} characters`,
  loginPasswordShort: 'password is too short',
  passwordShort: `password should be at least ${PASSWORD_MIN} characters`,
  passwordLong: `password should be at most ${PASSWORD_MAX} characters`,
  confirmPassword: 'please confirm password',
  passwordsMatch: 'passwords should match',
  nameLong: `name should be at most ${NAME_MAX} characters`,
  emailTaken: 'this email is already registered',
  nameTaken: 'this name is already used in the project',
  workDayOrder: 'the work day must end after it starts',
} as const;

// "simple {email}": something@something.something, no spaces.
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: messages.required })
  .check(
    z.trim(),
    z.minLength(1, messages.required),
    z.maxLength(EMAIL_MAX, messages.emailLong),
    z.regex(simpleEmail, messages.emailFormat),
  );

export const loginPasswordSchema = z
  .string({ error: messages.required })
  .check(
    z.minLength(1, messages.required),
    z.minLength(LOGIN_PASSWORD_MIN, messages.loginPasswordShort),
    z.maxLength(PASSWORD_MAX, messages.passwordLong),
  );

export const newPasswordSchema = z
  .string({ error: messages.required })
  .check(
    z.minLength(1, messages.required),
    z.minLength(PASSWORD_MIN, messages.passwordShort),
    z.maxLength(PASSWORD_MAX, messages.passwordLong),
  );

export const personNameSchema = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.maxLength(NAME_MAX, messages.nameLong));

/** The repeat field of a password form: required, and equal to the password (checked by the form's refine). */
export const repeatPasswordSchema = z.string({ error: messages.confirmPassword }).check(z.minLength(1, messages.confirmPassword));
