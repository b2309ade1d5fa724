/** The browser's IANA time zone: what a project without one of its own is read in (spec section 4). */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone a project's `timezone` setting names; undefined when it names none (unset or blank). */
export const settingZone = (timezone: string | undefined): string | undefined => timezone?.trim() || undefined;
