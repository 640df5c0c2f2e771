import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/client.ts';
import { formErrors } from '../platform/form-errors.ts';
import { notifySuccess } from '../platform/notify.ts';

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
  /**
   * What the user is told once it is saved: "Saved" unless given; null for a form that tells them
   * itself (it changes the screen, or shows the server's own words).
   */
  notice?: string | null;
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
 * The first field marked invalid gets the focus (which scrolls it into view), once the marks are drawn:
 * an error under a field scrolled out of a long form would otherwise go unseen.
 */
function focusFirstError(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * A Mantine form validated by an endpoint's body schema (the same rules the server enforces), whose
 * field errors, the client's or the server's, land under the inputs they are about with the focus on
 * the first; once saved, the user is told so.
 */
export function useContractForm<S extends z.ZodType>(schema: S, { initialValues, labels, notice }: Options<S>): ContractForm<S> {
  const { t } = useTranslation();
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
    form.onSubmit(
      (values, event) => {
        const element = event?.currentTarget;
        const checked = formErrors(schema, values, labels);
        if (!checked.ok) {
          form.setErrors(checked.errors);
          return focusFirstError(element);
        }
        setSubmitting(true);
        setFailure(null);
        send(checked.data)
          .then(() => {
            const told = notice === undefined ? t('common.saved') : notice;
            if (told) notifySuccess(told);
          })
          .catch((error: unknown) => {
            const fields = serverFieldErrors(error);
            if (!fields) return setFailure(error);
            form.setErrors(fields);
            focusFirstError(element);
          })
          .finally(() => setSubmitting(false));
      },
      (_errors, _values, event) => focusFirstError(event?.currentTarget),
    );
  return { form, submit, submitting, failure };
}
