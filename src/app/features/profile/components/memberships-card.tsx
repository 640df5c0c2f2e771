import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSetMajor } from '../mutations.ts';
import { membershipsQuery } from '../queries.ts';

type Item = { id: string; fullName: string; isDefault: boolean };

function List({ title, items, onMakeDefault, pending }: { title: string; items: Item[]; onMakeDefault: (id: string) => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={600}>{title}</Text>
      {items.length === 0 && <Text c="dimmed">{t('common.noData')}</Text>}
      {items.map((item) => (
        <Group key={item.id} justify="space-between" wrap="nowrap">
          <Text>{item.fullName}</Text>
          {item.isDefault ? (
            <Badge variant="light">{t('profile.default')}</Badge>
          ) : (
            <Button size="xs" variant="subtle" loading={pending} onClick={() => onMakeDefault(item.id)}>
              {t('profile.makeDefault')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** My organisations (full path) and positions; the default one of each can be switched. */
export function MembershipsCard() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(membershipsQuery());
  const setMajor = useSetMajor();
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {t('profile.memberships')}
      </Title>
      <Stack gap="lg">
        <List
          title={t('profile.organize')}
          items={data.organizes}
          pending={setMajor.isPending}
          onMakeDefault={(majorId) => setMajor.mutate({ majorType: 'Organize', majorId })}
        />
        <List
          title={t('profile.position')}
          items={data.positions}
          pending={setMajor.isPending}
          onMakeDefault={(majorId) => setMajor.mutate({ majorType: 'Position', majorId })}
        />
      </Stack>
    </Paper>
  );
}
