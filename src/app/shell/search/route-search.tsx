import { useMemo, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons.tsx';
import { createRouteIndex, type SearchableRoute } from './route-index.ts';

interface Props {
  routes: readonly SearchableRoute[];
}

/** Header search: type part of a page's name (typos forgiven), arrows to choose, Enter to go. */
export function RouteSearch({ routes }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const search = useMemo(() => createRouteIndex(routes), [routes]);
  const results = search(query);

  const go = (route: SearchableRoute | undefined) => {
    if (!route) return;
    close();
    setQuery('');
    void navigate({ to: route.path });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') setCursor((c) => Math.min(c + 1, results.length - 1));
    else if (e.key === 'ArrowUp') setCursor((c) => Math.max(c - 1, 0));
    else if (e.key === 'Enter') go(results[cursor]);
    else return;
    e.preventDefault();
  };

  return (
    <>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={open} aria-label={t('shell.search')}>
        <SearchIcon size={18} />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={t('shell.search')} size="md">
        <TextInput
          data-autofocus
          aria-label={t('shell.search')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setCursor(0);
          }}
          onKeyDown={onKeyDown}
        />
        <Stack gap={2} mt="sm" role="listbox" aria-label={t('search.results')}>
          {results.map((route, index) => (
            <UnstyledButton
              key={route.path}
              role="option"
              aria-selected={index === cursor}
              onClick={() => go(route)}
              p="xs"
              style={{ borderRadius: 4, background: index === cursor ? 'var(--mantine-primary-color-light)' : undefined }}
            >
              <Text size="sm">{route.title}</Text>
              <Text size="xs" c="dimmed">
                {route.path}
              </Text>
            </UnstyledButton>
          ))}
          {query.trim() && results.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="sm">
              {t('common.noData')}
            </Text>
          )}
        </Stack>
      </Modal>
    </>
  );
}
