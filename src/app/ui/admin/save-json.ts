import { saveFile } from '../../api/client.ts';
import { notifyError } from '../../platform/notify.ts';

/** Hands a value to the browser's download as an indented JSON file (an exported definition). */
export function saveJson(value: unknown, name: string): void {
  saveFile({ blob: new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), name });
}

/** A row's Export: loads its definition and saves it as `name`; a failure is told to the user. */
export async function downloadJson(load: () => Promise<unknown>, name: string): Promise<void> {
  try {
    saveJson(await load(), name);
  } catch (error) {
    notifyError(error instanceof Error ? error.message : String(error));
  }
}
