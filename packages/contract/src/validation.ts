import { z } from 'zod';
import { EMAIL_MAX, LOGIN_PASSWORD_MIN, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants';

// The spec's validation texts (section 5); the server answers with the same words so a violation
// can be shown under its field as is.
export const messages = {
  required: 'required field',
  emailFormat: 'incorrect format',
  loginPasswordShort: 'password is too short',
  passwordShort: `password should be at least ${PASSWORD_MIN} characters`,
  passwordLong: `password should be at most ${PASSWORD_MAX} characters`,
  confirmPassword: 'please confirm password',
  passwordsMatch: 'passwords should match',
  nameLong: `name should be at most ${NAME_MAX} characters`,
  emailTaken: 'this email is already registered',
} as const;

// "simple {email}": something@something.something, no spaces.
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(EMAIL_MAX, messages.emailFormat)
  .regex(simpleEmail, messages.emailFormat);

export const loginPasswordSchema = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .min(LOGIN_PASSWORD_MIN, messages.loginPasswordShort)
  .max(PASSWORD_MAX, messages.passwordLong);

export const newPasswordSchema = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .min(PASSWORD_MIN, messages.passwordShort)
  .max(PASSWORD_MAX, messages.passwordLong);

export const personNameSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(NAME_MAX, messages.nameLong);
