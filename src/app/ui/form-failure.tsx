import { Alert } from '@mantine/core';

/** A useContractForm failure that is about no one field (a 409, the network...), above the form's fields. */
export function FormFailure({ failure }: { failure: unknown }) {
  if (!(failure instanceof Error)) return null;
  return (
    <Alert color="red" role="alert">
      {failure.message}
    </Alert>
  );
}
