/** Escapes LIKE wildcards so user input matches literally inside `%…%`. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
