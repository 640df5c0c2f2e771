import { CheckIcon, Group, Stack, Text, UnstyledButton } from '@mantine/core';

/** A user as a picker lists and keeps them: `fullName` is `Name/account`, `organize` their organisation path. */
export interface ChosenUser {
  id: string;
  fullName: string;
  organize: string;
}

/** A plain list of users to choose from (a tab of the user picker); each row is a button. */
export function UserList({
  users,
  chosen,
  onPick,
  empty,
}: {
  users: readonly ChosenUser[];
  chosen: ReadonlySet<string>;
  onPick: (user: ChosenUser) => void;
  empty: string;
}) {
  if (users.length === 0) {
    return (
      <Text size="sm" c="gray.7" py="xs">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <li key={user.id}>
          <UserRow user={user} chosen={chosen.has(user.id)} onPick={() => onPick(user)} />
        </li>
      ))}
    </Stack>
  );
}

type Shown = Omit<ChosenUser, 'id'>;

/** A user's name and account, their organisation below, a tick when chosen. */
export function UserLine({ user, chosen }: { user: Shown; chosen: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Stack gap={0}>
        <Text size="sm" fw={chosen ? 700 : 400}>
          {user.fullName}
        </Text>
        {user.organize && (
          <Text size="xs" c="gray.7">
            {user.organize}
          </Text>
        )}
      </Stack>
      {chosen && <CheckIcon size={10} aria-hidden />}
    </Group>
  );
}

function UserRow({ user, chosen, onPick }: { user: Shown; chosen: boolean; onPick: () => void }) {
  return (
    <UnstyledButton onClick={onPick} aria-pressed={chosen} w="100%" px={6} py={4} style={{ borderRadius: 4 }}>
      <UserLine user={user} chosen={chosen} />
    </UnstyledButton>
  );
}
