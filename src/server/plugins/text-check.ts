/**
 * Text PostgreSQL cannot keep as sent: a NUL character, which `text` and
 * `jsonb` refuse (a 500 that a device would retry forever), and a lone UTF-16 surrogate, which
 * `jsonb` refuses and node-postgres silently turns into U+FFFD. Found anywhere in parsed input,
 * keys included, it is refused with the path of the field, before anything touches the database.
 */
export type TextProblem = 'nul' | 'surrogate' | 'tooDeep' | 'tooLarge';

export interface TextFinding {
  /** Dotted path of the offending field ('' for the value itself); unstorable characters shown as '?'. */
  path: string;
  problem: TextProblem;
}

/** Deeper than any form or action nests; PostgreSQL's own JSON parser runs out of stack long before 10,000. */
export const MAX_DEPTH = 64;
/** Values visited at most: bodies are capped at 1 MiB, so a real one is far below this. */
const MAX_VALUES = 500_000;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE = new RegExp(`${String.fromCharCode(0)}|${LONE_SURROGATE.source}`, 'g');

function problemOf(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : undefined;
}

/** The text with what cannot be stored replaced by '?', for messages and logs that name it. */
export const printable = (text: string): string => text.replace(UNSTORABLE, '?');

/**
 * The first field holding unstorable text, or nesting too deep or too large to check, walking
 * iteratively (a hostile body cannot overflow the stack). Bytes (an upload chunk) hold no text.
 */
export function unstorableText(value: unknown): TextFinding | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  let visited = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, path } = next;
    const at = (problem: TextProblem): TextFinding => ({ path: path.map(printable).join('.'), problem });
    if (++visited > MAX_VALUES) return at('tooLarge');
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) return at(problem);
      continue;
    }
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    if (path.length >= MAX_DEPTH) return at('tooDeep');
    const entries: [string, unknown][] = Object.entries(current);
    // Reversed onto the stack, so fields are checked in order and the first bad one is named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const keyProblem = problemOf(key);
      if (keyProblem) return { path: [...path, key].map(printable).join('.'), problem: keyProblem };
      stack.push({ value: inner, path: [...path, key] });
    }
  }
  return undefined;
}
