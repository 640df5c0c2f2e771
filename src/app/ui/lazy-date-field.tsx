import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DateFieldProps } from './date-field.tsx';

// The calendar (Mantine dates, dayjs and its locales) is not part of a list page's first load.
const DateField = lazy(async () => ({ default: (await import('./date-field.tsx')).DateField }));

/**
 * DateField for a screen's first load, such as a list's filters: until the calendar arrives, a read-only
 * field with the same label and value holds its place, so nothing moves when it does.
 */
export function LazyDateField(props: DateFieldProps) {
  const { label, value, w, style } = props;
  return (
    <Suspense fallback={<TextInput label={label} value={value ?? ''} readOnly w={w} style={style} />}>
      <DateField {...props} />
    </Suspense>
  );
}
