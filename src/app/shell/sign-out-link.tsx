import { Anchor, Center } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { signOutLocally } from './guard-wiring.ts';

/** The way out of a page that stands before the app (lock screen, /newUser): sign out, then /login. */
export function SignOutLink({ label }: { label: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = () => {
    signOutLocally(queryClient);
    void navigate({ to: '/login', replace: true });
  };
  return (
    <Center mt="md">
      <Anchor component="button" type="button" size="sm" onClick={signOut}>
        {label}
      </Anchor>
    </Center>
  );
}
