/**
 * What a factory reads the current time from. Injected (`now?: Clock`) so tests can fix the instant;
 * everything else gets the system clock.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
