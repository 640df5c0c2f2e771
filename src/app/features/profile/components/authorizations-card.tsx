import { Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../../shared/contracts/current-user.ts';
import { authorizeQuery } from '../queries.ts';

type Item = { moduleId: string; fullName: string; enCode: string };

function Tree({ items, buttons }: { items: MenuItem[]; buttons: Item[] }) {
  return (
    <List withPadding listStyleType="disc">
      {items.map((item) => {
        const own = buttons.filter((b) => b.moduleId === item.id);
        return (
          <List.Item key={item.id}>
            <Group gap={6}>
              <Text size="sm">{item.fullName}</Text>
              {own.map((b) => (
                <Badge key={b.enCode} size="xs" variant="outline">
                  {b.fullName}
                </Badge>
              ))}
            </Group>
            {item.children.length > 0 && <Tree items={item.children} buttons={buttons} />}
          </List.Item>
        );
      })}
    </List>
  );
}

/** What my roles let me use: the menu, with the buttons granted on each page. */
export function AuthorizationsCard() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(authorizeQuery());
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {t('profile.authorizations')}
      </Title>
      {data.module.length === 0 ? <Text c="dimmed">{t('common.noData')}</Text> : <Tree items={data.module} buttons={data.button} />}
    </Paper>
  );
}
