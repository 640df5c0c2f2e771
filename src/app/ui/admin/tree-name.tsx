import { Text } from '@mantine/core';

/** A tree row's name, indented by its depth (the rows of a tree shown as a table). */
export function TreeName({ depth, name }: { depth: number; name: string }) {
  return (
    <Text span size="sm" pl={depth * 20} fw={depth === 0 ? 600 : undefined}>
      {depth > 0 ? '└ ' : ''}
      {name}
    </Text>
  );
}
