import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The HTTP status it stands for (404, 403), shown large. */
  code: number;
  title: string;
  /** The whole screen (outside the frame), or the page area inside it. */
  minHeight: string;
  children?: ReactNode;
}

/** A page that stands for one the user cannot see: its status, what happened and the way home. */
export function StatusScreen({ code, title, minHeight, children }: Props) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Text fz={64} fw={700} c="dimmed" aria-hidden>
          {code}
        </Text>
        <Title order={1} size="h3">
          {title}
        </Title>
        {children}
        <Button component={Link} to="/home">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
