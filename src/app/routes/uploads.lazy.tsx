import { Paper, Stack, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../ui/uploads/upload-widget.tsx';
import { MyFilesTable, myFilesSearch } from '../ui/uploads/my-files-table.tsx';
import { myFilesKeys } from '../platform/uploads/queries.ts';
import { currentUserQuery } from '../platform/current-user.ts';
import { useAddressSearchState } from '../platform/search-state.ts';

export function MyUploadsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(currentUserQuery());
  const [list, setList] = useAddressSearchState(myFilesSearch);
  // A finished upload appears among the stored files.
  const onChange = useCallback(() => void queryClient.invalidateQueries({ queryKey: myFilesKeys.all }), [queryClient]);
  return (
    <Stack gap="md" maw={960}>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('upload.mine.upload')}
        </Title>
        <FileUploader userId={data.userInfo.userId} scope="my-uploads" purpose="annex" maxBytes={150 * 1024 * 1024} onChange={onChange} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('upload.mine.stored')}
        </Title>
        <Stack gap="sm">
          <MyFilesTable list={list} onList={setList} />
        </Stack>
      </Paper>
    </Stack>
  );
}
