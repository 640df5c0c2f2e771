import type { StoredFile } from '../../../shared/contracts/files.ts';
import { extensionOf } from '../../../shared/domain/files.ts';
import type { UploadOutcome } from '../../../../workers/upload-api.ts';
import { tokenStore } from '../../api/token.ts';
import { currentLanguage, i18n } from '../../i18n.ts';
import { checkFiles, type UploadRules } from './upload-checks.ts';
import { connectUploadWorker } from './use-upload-runner.ts';

/** Why a run ended without a file, in the user's language. */
function failureOf(outcome: Exclude<UploadOutcome, { kind: 'done' }>, name: string): string {
  switch (outcome.kind) {
    case 'stopped':
    case 'offline':
      return i18n.t('upload.nowOffline');
    case 'failed':
      if (outcome.reason === 'read') return i18n.t('upload.readFailed', { name });
      if (outcome.reason === 'refused') return i18n.t('upload.refused', { message: outcome.message });
      return i18n.t('upload.nowFailed', { message: outcome.message });
  }
}

/**
 * Uploads one file now, outside the queue, for a choice the page waits on (an avatar): the widgets'
 * checks, then the same worker and chunk calls as the queue, but nothing kept on the device to resume
 * after a reload, so offline it fails at once instead of waiting. Throws the reason, in the user's words.
 */
export async function uploadNow(file: File, rules: UploadRules): Promise<StoredFile> {
  const [refusal] = checkFiles(rules, [file], 0).refusals;
  if (refusal) throw new Error(i18n.t(refusal.key, refusal.values));
  const token = tokenStore.get();
  if (!token) throw new Error(i18n.t('error.sessionMissing'));
  if (!navigator.onLine) throw new Error(i18n.t('upload.nowOffline'));
  const worker = connectUploadWorker();
  try {
    const job = {
      id: crypto.randomUUID(),
      blob: file,
      name: file.name,
      extension: extensionOf(file.name),
      purpose: rules.purpose,
      token,
      language: currentLanguage(),
    };
    const outcome = await worker.upload(job, { onProgress: () => undefined, onHashed: () => undefined, isOnline: () => navigator.onLine });
    if (outcome.kind === 'done') return outcome.file;
    throw new Error(failureOf(outcome, file.name));
  } finally {
    worker.close?.();
  }
}
