import * as z from 'zod/mini';
import { emailSchema, loginPasswordSchema } from './validation';

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  rememberMe: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({
  refresh_token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** Claims of the access token (JWT, HS256). `sid` names the refresh-token family (the session). */
export const accessTokenClaimsSchema = z.object({
  userid: z.string(),
  sid: z.optional(z.string()),
  exp: z.number(),
  iat: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
