import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionSubject, ShownField } from '../../../shared/domain/sync-mutations.ts';
import type { BaseRow, OutboxEntry } from '../../offline/db.ts';
import { useLiveQuery } from '../../offline/live.ts';
import { discard } from '../../offline/outbox.ts';
import { mutationSpecs, offlineDb, retryAction } from '../../offline/store.ts';
import { formatDateTime } from '../../../shared/domain/format.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { actionName, sameValue, shownValue, subjectName } from './refusal-words.ts';

/** Rows of a comparison: per subject, the fields that the action would change or that changed since. */
interface ComparedField {
  id: string;
  subject: string;
  label: string;
  seen: string;
  wanted: string;
  now: string;
}

/** Enough to decide on: a refusal about many rows shows this many of them, the rest are counted. */
const MAX_COMPARED_SUBJECTS = 10;

const keyOf = (subject: Pick<ActionSubject, 'table' | 'id'>) => `${subject.table}:${subject.id}`;

/** The rows the refused actions are about, as the device last pulled them from the server (no overlay: what is there now). */
function useRowsNow(entries: readonly OutboxEntry[]): ReadonlyMap<string, BaseRow | undefined> | undefined {
  const wanted = entries.flatMap((e) => (e.subjects ?? []).slice(0, MAX_COMPARED_SUBJECTS)).map(keyOf);
  const signature = [...new Set(wanted)].sort().join('|');
  const query = useCallback(async () => {
    const byTable = new Map<string, string[]>();
    for (const key of signature ? signature.split('|') : []) {
      const [table = '', id = ''] = key.split(':');
      byTable.set(table, [...(byTable.get(table) ?? []), id]);
    }
    const rows = new Map<string, BaseRow | undefined>();
    for (const [table, ids] of byTable) {
      if (!offlineDb.baseTableNames.includes(table)) continue;
      const found = await offlineDb.base(table).bulkGet(ids);
      ids.forEach((id, n) => rows.set(`${table}:${id}`, found[n]));
    }
    return rows;
  }, [signature]);
  return useLiveQuery(query);
}

function compared(t: ReturnType<typeof useTranslation>['t'], entry: OutboxEntry, rowsNow: ReadonlyMap<string, BaseRow | undefined>): ComparedField[] {
  const fields: Readonly<Record<string, ShownField>> = mutationSpecs.get(entry.name)?.shows?.fields ?? {};
  return (entry.subjects ?? []).slice(0, MAX_COMPARED_SUBJECTS).flatMap((subject) => {
    const now = rowsNow.get(keyOf(subject));
    const names = Object.keys(fields);
    const differing = names.filter((f) => !sameValue(subject.seen[f], subject.wanted[f]) || (now && !sameValue(subject.seen[f], now[f])));
    const shown = differing.length > 0 ? differing : names.slice(0, 1);
    return shown.map((f) => ({
      id: `${subject.id}:${f}`,
      subject: subjectName(t, subject),
      label: fields[f] ? t(fields[f].label) : f,
      seen: shownValue(t, fields[f], subject.seen[f]),
      wanted: shownValue(t, fields[f], subject.wanted[f]),
      now: now ? shownValue(t, fields[f], now[f]) : t('sync.compare.gone'),
    }));
  });
}

/**
 * Refused actions, each with the server's reason and, for the rows it was about, what the user saw,
 * what they wanted and what is there now: nothing the server refused disappears unseen.
 */
export function AttentionList({ entries }: { entries: readonly OutboxEntry[] }) {
  const { t } = useTranslation();
  const rowsNow = useRowsNow(entries);
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('sync.nothingRefused')}
      </Text>
    );
  return (
    <Stack gap="sm" aria-label={t('sync.refused')} role="list">
      {entries.map((entry) => {
        const rows = rowsNow ? compared(t, entry, rowsNow) : [];
        const more = (entry.subjects?.length ?? 0) - MAX_COMPARED_SUBJECTS;
        // About one row, it is named once above the comparison; about several, on each line.
        const single = entry.subjects?.length === 1 ? entry.subjects[0] : undefined;
        return (
          <Card key={entry.seq} withBorder padding="sm" role="listitem">
            <Text fw={500} size="sm">
              {actionName(t, entry)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.createdAt)}
            </Text>
            <Text size="sm" c="red" mt={4}>
              {entry.error?.msg ?? t('sync.refusedNoReason')}
            </Text>
            {rows.length > 0 && (
              <Stack gap={4} mt="sm">
                {single && (
                  <Text size="sm" fw={500}>
                    {subjectName(t, single)}
                  </Text>
                )}
                <DataTable
                  records={rows}
                  idAccessor={(row) => row.id}
                  ariaLabel={t('sync.compare.label')}
                  columns={[
                    ...(single ? [] : [{ key: 'subject', title: t('sync.compare.subject') }]),
                    { key: 'label', title: t('sync.compare.field') },
                    { key: 'seen', title: t('sync.compare.seen') },
                    { key: 'wanted', title: t('sync.compare.wanted') },
                    { key: 'now', title: t('sync.compare.now') },
                  ]}
                />
                {more > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('sync.compare.more', { count: more })}
                  </Text>
                )}
              </Stack>
            )}
            <Group gap="xs" mt="sm">
              <Button size="xs" onClick={() => void retryAction(entry)}>
                {t('sync.retry')}
              </Button>
              <Button size="xs" variant="default" onClick={() => void discard(offlineDb, entry)}>
                {t('sync.discard')}
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
