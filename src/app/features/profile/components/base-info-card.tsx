import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import SparkMD5 from 'spark-md5';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { baseInfoChange, type BaseInfo } from '../../../../shared/contracts/profile.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { useUpdateBaseInfo } from '../mutations.ts';
import { baseInfoQuery } from '../queries.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { LabelledValue } from '../../../ui/labelled-value.tsx';

function EditForm({ info, onDone, onSaved }: { info: BaseInfo; onDone: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateBaseInfo();
  const labels = {
    realName: t('profile.realName'),
    email: t('profile.email'),
    mobile: t('profile.mobile'),
    signature: t('profile.signature'),
    gender: t('profile.gender'),
  };
  const { form, submit, submitting, failure } = useContractForm(baseInfoChange, {
    initialValues: { realName: info.realName, gender: info.gender, email: info.email, mobile: info.mobile, signature: info.signature },
    labels,
  });
  // The e-mail receives password-reset codes, so changing it asks for the current password. It stays
  // out of the form's values: the contract takes its MD5 digest, not what the user types.
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const emailChanged =
    String(form.values.email ?? '')
      .trim()
      .toLowerCase() !== info.email.toLowerCase();

  const save = submit(async (body) => {
    await update.mutateAsync({ ...body, ...(emailChanged ? { password: SparkMD5.hash(password) } : {}) });
    onSaved();
    onDone();
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const missing = emailChanged && !password;
    setPasswordError(missing ? t('error.passwordForEmail') : null);
    if (missing) {
      event.preventDefault();
      form.validate();
      return;
    }
    save(event);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.edit')}>
      <Stack gap="sm">
        <FormFailure failure={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={labels.realName} {...form.getInputProps('realName')} required />
          <Select
            label={labels.gender}
            {...form.getInputProps('gender')}
            data={(['male', 'female', 'unknown'] as const).map((g) => ({ value: g, label: t(`profile.genders.${g}`) }))}
            allowDeselect={false}
          />
          <TextInput label={labels.email} type="email" {...form.getInputProps('email')} />
          <TextInput label={labels.mobile} type="tel" {...form.getInputProps('mobile')} />
        </SimpleGrid>
        <TextInput label={labels.signature} {...form.getInputProps('signature')} />
        {emailChanged && (
          <PasswordInput
            label={t('profile.passwordForEmail')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={passwordError}
            required
          />
        )}
        <Group>
          <Button type="submit" loading={submitting}>
            {t('common.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Account information: read, and edit name, gender, e-mail, mobile and signature. */
export function BaseInfoCard({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(baseInfoQuery());
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t('profile.title')}
        </Title>
        {!editing && (
          <Button variant="light" size="xs" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        )}
      </Group>
      {editing ? (
        <EditForm info={data} onDone={() => setEditing(false)} onSaved={onSaved} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LabelledValue label={t('profile.account')} value={data.account} />
          <LabelledValue label={t('profile.realName')} value={data.realName} />
          <LabelledValue label={t('profile.role')} value={data.roleName} />
          <LabelledValue label={t('profile.organize')} value={[data.organizeName, data.departmentName].filter(Boolean).join(' / ')} />
          <LabelledValue label={t('profile.email')} value={data.email} />
          <LabelledValue label={t('profile.mobile')} value={data.mobile} />
          <LabelledValue label={t('profile.registered')} value={formatDateTime(data.creatorTime, 'YYYY-MM-DD')} />
          <LabelledValue label={t('profile.lastLogin')} value={data.lastLogTime ? formatDateTime(data.lastLogTime) : ''} />
        </SimpleGrid>
      )}
    </Paper>
  );
}
