import { z } from 'zod';
import { emailSchema, loginPasswordSchema } from './validation';

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({
  refresh_token: z.string().min(1).max(200),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** Claims of the access token (JWT, HS256). `sid` names the refresh-token family (the session). */
export const accessTokenClaimsSchema = z.object({
  userid: z.string(),
  sid: z.string().optional(),
  exp: z.number(),
  iat: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
