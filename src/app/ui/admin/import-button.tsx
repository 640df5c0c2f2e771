import { Button, FileButton } from '@mantine/core';
import type { z } from 'zod';
import { notifyError } from '../../platform/notify.ts';
import { Permitted } from '../../platform/permitted.tsx';
import { readJson } from './read-json.ts';

interface Props<S extends z.ZodType> {
  schema: S;
  label: string;
  /** Told when the chosen file is not an exported definition. */
  invalid: string;
  /** The definition read from the file (the page opens it in its editor). */
  onRead: (definition: z.infer<S>) => void;
}

/** A list's Import (btn_import): choose an exported JSON definition, checked against `schema` before anything is sent. */
export function ImportButton<S extends z.ZodType>({ schema, label, invalid, onRead }: Props<S>) {
  const read = async (file: File | null) => {
    if (!file) return;
    const definition = await readJson(file, schema);
    if (definition) onRead(definition);
    else notifyError(invalid);
  };
  return (
    <Permitted code="btn_import">
      <FileButton onChange={(file) => void read(file)} accept="application/json,.json">
        {(props) => (
          <Button variant="default" {...props}>
            {label}
          </Button>
        )}
      </FileButton>
    </Permitted>
  );
}
