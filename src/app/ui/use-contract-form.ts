import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/client.ts';
import { formErrors } from '../platform/form-errors.ts';

/** The per-field messages a 400 about a request body carries (`data.fields`), or null when it has none. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const data = error.data;
  if (!data || typeof data !== 'object' || !('fields' in data)) return null;
  const fields = data.fields;
  if (!fields || typeof fields !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) if (typeof message === 'string') out[path] = message;
  return Object.keys(out).length > 0 ? out : null;
}

interface Options<S extends z.ZodType> {
  initialValues: z.input<S> & Record<string, unknown>;
  /** Field path → label in the user's language, so messages name the field as the form shows it. */
  labels: Record<string, string>;
}

export interface ContractForm<S extends z.ZodType> {
  form: UseFormReturnType<z.input<S> & Record<string, unknown>>;
  /** A form `onSubmit` handler: validates with the endpoint's own schema, sends, maps a 400's field errors onto fields. */
  submit: (send: (body: z.infer<S>) => Promise<unknown>) => (event?: React.FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** A failure that was not about particular fields (network, 403, 409...), for the caller to show. */
  failure: unknown;
}

/**
 * A Mantine form validated by an endpoint's body schema (the same rules the server enforces), whose
 * server-side field errors land under the inputs they are about.
 */
export function useContractForm<S extends z.ZodType>(schema: S, { initialValues, labels }: Options<S>): ContractForm<S> {
  const form = useForm<z.input<S> & Record<string, unknown>>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const checked = formErrors(schema, values, labels);
      return checked.ok ? {} : checked.errors;
    },
  });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const submit: ContractForm<S>['submit'] = (send) =>
    form.onSubmit((values) => {
      const checked = formErrors(schema, values, labels);
      if (!checked.ok) return form.setErrors(checked.errors);
      setSubmitting(true);
      setFailure(null);
      send(checked.data)
        .catch((error: unknown) => {
          const fields = serverFieldErrors(error);
          if (fields) form.setErrors(fields);
          else setFailure(error);
        })
        .finally(() => setSubmitting(false));
    });
  return { form, submit, submitting, failure };
}
