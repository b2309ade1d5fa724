/** Who is calling: the claims of a verified access token. */
export type Caller = { userId: string; sessionId: string };
