/** The `:name` segments of a route pattern, as a union of their names. */
export type PathParamName<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern without parameters is its own path; one with parameters is a function of them. */
export type PathHelper<Pattern extends string> = [PathParamName<Pattern>] extends [never]
  ? Pattern
  : (params: Record<PathParamName<Pattern>, string>) => string;

export function hasPathParams(pattern: string): boolean {
  return pattern.includes('/:');
}

/** Fills a pattern's `:name` segments with the values as they are (ids, which need no encoding). */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return value;
  });
}
