/** A LIKE pattern that matches the keyword literally, wherever it occurs. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
