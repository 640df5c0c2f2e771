import { saveFile } from '../../api/client.ts';

/** Hands a value to the browser's download as an indented JSON file (an exported definition). */
export function saveJson(value: unknown, name: string): void {
  saveFile({ blob: new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), name });
}
