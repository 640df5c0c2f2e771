import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * A useContractForm failure that is about no one field (a 409, the network...), above the form's
 * fields; brought into view when it appears, since a long form may be scrolled past it.
 */
export function FormFailure({ failure }: { failure: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure instanceof Error) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);
  if (!(failure instanceof Error)) return null;
  return (
    <Alert ref={ref} color="red" role="alert">
      {failure.message}
    </Alert>
  );
}
