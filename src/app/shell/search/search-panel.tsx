import { useMemo, useState, type KeyboardEvent } from 'react';
import { Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createRouteIndex, type SearchableRoute } from './route-index.ts';
import { usePoNumberMatches } from './po-number-search.ts';

interface Props {
  routes: readonly SearchableRoute[];
  /** The user's PO list, where a PO number found opens; none: PO numbers are not searched. */
  poListPath?: string;
  onGo: (route: SearchableRoute) => void;
}

/** The search dialog's body: the query, the matching pages and POs, arrows to choose and Enter to go. */
export function SearchPanel({ routes, poListPath, onGo }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const search = useMemo(() => createRouteIndex(routes), [routes]);
  const pos = usePoNumberMatches(t, query, poListPath);
  const results = [...pos, ...search(query)];
  const go = (route: SearchableRoute | undefined) => {
    if (!route) return;
    setQuery('');
    onGo(route);
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
      <TextInput
        data-autofocus
        // The panel arrives after the dialog opened, so it takes the focus itself.
        autoFocus
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
            key={`${route.path}?${new URLSearchParams(route.search).toString()}`}
            role="option"
            aria-selected={index === cursor}
            onClick={() => go(route)}
            p="xs"
            style={{ borderRadius: 4, background: index === cursor ? 'var(--mantine-primary-color-light)' : undefined }}
          >
            <Text size="sm">{route.title}</Text>
            <Text size="xs" c="dimmed">
              {route.detail ?? route.path}
            </Text>
          </UnstyledButton>
        ))}
        {query.trim() && results.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            {t('common.noData')}
          </Text>
        )}
      </Stack>
    </>
  );
}
