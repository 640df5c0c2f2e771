import type { z } from 'zod';

/** A chosen file read as JSON of `schema`'s shape (an exported definition); null when it is not one. */
export async function readJson<S extends z.ZodType>(file: File, schema: S): Promise<z.infer<S> | null> {
  try {
    const parsed = schema.safeParse(JSON.parse(await file.text()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
