import { FileInput, Select, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryTypeSelector } from '../../../../shared/contracts/dictionaries.ts';
import { dictionaryDocument, importDictionary, type DictionaryDocument } from '../../../../shared/contracts/dictionary-transfer.ts';
import { call } from '../../../api/client.ts';
import { notifySuccess } from '../../../platform/notify.ts';
import { readJson } from '../../../ui/admin/read-json.ts';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { pathOptions } from '../../../ui/admin/tree.ts';
import { systemKeys } from '../queries.ts';

/** Imports an exported dictionary as a new type (with its items) under the chosen category. */
export function ImportDialog({ onClose, onImported }: { onClose: () => void; onImported: (id: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const parents = useQuery({
    queryKey: [...systemKeys.dictionaryTypes(), 'parents', '0'],
    queryFn: () => call(dictionaryTypeSelector, { params: { id: '0' } }),
  });
  const [file, setFile] = useState<File | null>(null);
  const [doc, setDoc] = useState<DictionaryDocument | null>(null);
  const [parentId, setParentId] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    const read = chosen ? await readJson(chosen, dictionaryDocument) : null;
    setDoc(read);
    if (chosen && !read) setFailure(new Error(t('admin.dictionary.importBad')));
  };
  const submit = (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!doc) return setFailure(new Error(t('admin.dictionary.importBad')));
    setSubmitting(true);
    call(importDictionary, { body: { ...doc, parentId } })
      .then(async ({ id }) => {
        await queryClient.invalidateQueries({ queryKey: systemKeys.all });
        notifySuccess(t('admin.dictionary.imported'));
        onImported(id);
      })
      .catch(setFailure)
      .finally(() => setSubmitting(false));
  };
  return (
    <RecordModal opened title={t('admin.dictionary.importTitle')} onClose={onClose} onSubmit={submit} submitting={submitting} failure={failure}>
      <Text size="sm">{t('admin.dictionary.importHint')}</Text>
      <FileInput
        label={t('admin.dictionary.importChoose')}
        accept="application/json,.json"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
        data-autofocus
      />
      {doc && (
        <Text size="sm" fw={500} data-testid="dictionary-import-summary">
          {t('admin.dictionary.importSummary', { name: doc.type.fullName, code: doc.type.enCode, count: doc.items.length })}
        </Text>
      )}
      <Select
        label={t('admin.dictionary.importPlace')}
        placeholder={t('admin.dictionary.parentNone')}
        data={pathOptions(parents.data?.list ?? [])}
        searchable
        clearable
        value={parentId}
        onChange={setParentId}
      />
    </RecordModal>
  );
}
