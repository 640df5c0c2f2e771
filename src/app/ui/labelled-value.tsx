import { Stack, Text } from '@mantine/core';

/** A read-only value under its label, as account and master-data cards show them; empty reads "—". */
export function LabelledValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}
