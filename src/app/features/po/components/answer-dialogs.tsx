import { Group, Select, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { laDaysFor } from '../../../../shared/domain/po/dictionaries.ts';
import type { PoListRow } from '../../../../shared/domain/po/list-query.ts';
import { submitDatesMutation, submitTbdMutation, vendorRejectMutation } from '../../../../shared/domain/po/mutations.ts';
import { datesRefusal, tbdRefusal, vendorRejectRefusal } from '../../../../shared/domain/po/rules.ts';
import { useDictionary } from '../po-data.ts';
import { ActionDialog, firstRefusal, usePoAction } from './action-dialog.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { RemarkField } from './remark-field.tsx';

interface Props {
  userId: string;
  items: readonly PoListRow[];
  opened: boolean;
  onClose: () => void;
  /** After the action is saved (the list clears its selection). */
  onSaved?: () => void;
}

export function TbdStatusSelect({ value, onChange, label }: { value: string; onChange: (v: string) => void; label?: string }) {
  const { t } = useTranslation();
  const statuses = useDictionary('TBDStatus');
  return (
    <Select
      label={label ?? t('po.form.tbdStatus')}
      data={statuses.map((s) => ({ value: s.enCode, label: `${s.enCode} ${s.fullName}` }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      withAsterisk
    />
  );
}

function Chosen({ items }: { items: readonly PoListRow[] }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('po.form.itemsChosen', { count: items.length })}: {items.map((i) => `${i.poNumber}/${i.itemNumber}`).join(', ')}
    </Text>
  );
}

/** TBD: the vendor cannot commit yet; says why (TBD status) and by when it will answer. */
export function TbdDialog({ userId, items, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = usePoAction(userId, onSaved);
  const [tbdStatus, setStatus] = useState('');
  const [responseDate, setDate] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const submit = async () => {
    const refusal = firstRefusal(items, (i) => tbdRefusal(i.itemStatus, tbdStatus, responseDate));
    if (refusal) return refusal;
    await save(submitTbdMutation, { itemIds: items.map((i) => i.id), tbdStatus, responseDate, remark });
    return null;
  };
  return (
    <ActionDialog title={t('po.action.tbd')} opened={opened} onClose={onClose} onSubmit={submit}>
      <Chosen items={items} />
      <TbdStatusSelect value={tbdStatus} onChange={setStatus} />
      <DateField label={t('po.form.responseDate')} value={responseDate} onChange={setDate} withAsterisk minDate={dayjs().format('YYYY-MM-DD')} />
      <RemarkField value={remark} onChange={setRemark} />
    </ActionDialog>
  );
}

/** LA and ETD: the vendor commits to a departure and a latest arrival; PlantLA fills LA from ETD. */
export function DatesDialog({ userId, items, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = usePoAction(userId, onSaved);
  const plant = items[0]?.plant ?? '';
  const laDays = laDaysFor(plant, useDictionary('PlantLA'));
  const [etd, setEtd] = useState<string | null>(items.length === 1 ? (items[0]?.etd ?? null) : null);
  const [la, setLa] = useState<string | null>(items.length === 1 ? (items[0]?.la ?? null) : null);
  const [laTouched, setLaTouched] = useState(false);
  const changeEtd = (value: string | null) => {
    setEtd(value);
    if (!laTouched && value && laDays !== null) setLa(dayjs(value).add(laDays, 'day').format('YYYY-MM-DD'));
  };
  const submit = async () => {
    const refusal = firstRefusal(items, (i) => datesRefusal(i.itemStatus, la, etd));
    if (refusal) return refusal;
    await save(submitDatesMutation, { itemIds: items.map((i) => i.id), la, etd });
    return null;
  };
  return (
    <ActionDialog title={t('po.action.dates')} opened={opened} onClose={onClose} onSubmit={submit}>
      <Chosen items={items} />
      <Group grow>
        <DateField label={t('po.form.etd')} value={etd} onChange={changeEtd} clearable />
        <DateField
          label={t('po.form.la')}
          value={la}
          onChange={(v) => {
            setLaTouched(true);
            setLa(v);
          }}
          clearable
        />
      </Group>
      {laDays !== null && (
        <Text size="xs" c="dimmed">
          {t('po.form.laDefault', { plant, days: laDays })}
        </Text>
      )}
    </ActionDialog>
  );
}

/** The vendor rejects items: a TBD status says why. */
export function RejectDialog({ userId, items, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = usePoAction(userId, onSaved);
  const [tbdStatus, setStatus] = useState('');
  const [remark, setRemark] = useState('');
  const submit = async () => {
    const refusal = firstRefusal(items, (i) => vendorRejectRefusal(i.itemStatus, tbdStatus));
    if (refusal) return refusal;
    await save(vendorRejectMutation, { itemIds: items.map((i) => i.id), tbdStatus, remark });
    return null;
  };
  return (
    <ActionDialog title={t('po.action.reject')} opened={opened} onClose={onClose} onSubmit={submit} submitColor="red">
      <Chosen items={items} />
      <TbdStatusSelect value={tbdStatus} onChange={setStatus} />
      <RemarkField value={remark} onChange={setRemark} />
    </ActionDialog>
  );
}
