/**
 * The widgets' checks before a file is queued (spec 001 §5): count limit, type, emptiness and size,
 * each refusal as a catalogue key with its values so it shows in the user's language.
 */
import { extensionOf, uploadRefusal, UPLOAD_PURPOSES, type UploadPurpose, type UploadRefusal } from '../../../shared/domain/files.ts';

/** The widgets' size limit unless told otherwise (spec 001 §9). */
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

export interface UploadRules {
  purpose: UploadPurpose;
  /** Never above the purpose's own limit. */
  maxBytes?: number;
  /** Files the widget may hold; 0 means no limit. */
  limit?: number;
  /** Extensions (no dot) narrowing the purpose's types. */
  accept?: readonly string[];
  /** Image widget: the spec's image wording. */
  images?: boolean;
}

export interface Refusal {
  key: string;
  values: Record<string, string | number>;
}

export function effectiveMaxBytes(rules: UploadRules): number {
  return Math.min(rules.maxBytes ?? DEFAULT_MAX_BYTES, UPLOAD_PURPOSES[rules.purpose].maxBytes);
}

export function acceptedTypes(rules: UploadRules): readonly string[] {
  const own: readonly string[] = UPLOAD_PURPOSES[rules.purpose].accept;
  return rules.accept ? rules.accept.map((x) => x.toLowerCase()).filter((x) => own.includes(x)) : own;
}

/** Splits chosen files into those to queue and the refusals to show. `held`: files the widget already lists. */
export function checkFiles(rules: UploadRules, files: readonly File[], held: number): { accepted: File[]; refusals: Refusal[] } {
  const limit = rules.limit ?? 0;
  if (limit > 0 && held + files.length > limit) {
    return { accepted: [], refusals: [{ key: rules.images ? 'upload.tooManyImages' : 'upload.tooManyFiles', values: { n: limit } }] };
  }
  const accepted: File[] = [];
  const refusals: Refusal[] = [];
  const types = acceptedTypes(rules);
  for (const file of files) {
    const extension = extensionOf(file.name);
    const refusal: UploadRefusal | null = types.includes(extension)
      ? uploadRefusal(rules.purpose, { size: file.size, extension }, effectiveMaxBytes(rules))
      : { key: 'wrongType', params: { type: types.join(', ') } };
    if (!refusal) accepted.push(file);
    else if (refusal.key === 'empty') refusals.push({ key: 'file.empty', values: { name: file.name } });
    else if (refusal.key === 'tooLarge')
      refusals.push({ key: rules.images ? 'upload.imageTooLarge' : 'file.tooLarge', values: { ...refusal.params, name: file.name } });
    else refusals.push({ key: rules.images ? 'upload.notImage' : 'file.wrongType', values: { ...refusal.params, name: file.name } });
  }
  return { accepted, refusals };
}
