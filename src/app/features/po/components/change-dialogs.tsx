import { ActionIcon, Button, Group, NumberInput, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleLineInput } from '../../../../shared/contracts/po-rows.ts';
import { reasonCodesFor } from '../../../../shared/domain/po/dictionaries.ts';
import type { PoListRow } from '../../../../shared/domain/po/list-query.ts';
import { requestChangeMutation, splitMutation } from '../../../../shared/domain/po/mutations.ts';
import { changeRefusal, splitRefusal, thousandths } from '../../../../shared/domain/po/rules.ts';
import { CloseIcon } from '../../../shell/icons.tsx';
import { useDictionary } from '../po-data.ts';
import { ActionDialog, usePoAction } from './action-dialog.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { RemarkField } from './remark-field.tsx';

interface Props {
  userId: string;
  item: PoListRow;
  opened: boolean;
  onClose: () => void;
  /** After the action is saved (the list clears its selection). */
  onSaved?: () => void;
}

function ReasonSelect({ plant, value, onChange }: { plant: string; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const reasons = reasonCodesFor(plant, useDictionary('ReasonCode'), useDictionary('PlantReasonCode'));
  return (
    <Select
      label={t('po.form.reason')}
      placeholder={t('po.form.pickReason')}
      data={reasons.map((r) => ({ value: r.enCode, label: `${r.enCode} ${r.fullName}` }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      withAsterisk
    />
  );
}

const asNumber = (v: string | number) => (typeof v === 'number' ? v : Number.parseFloat(v) || 0);

/** Change request: a new QTY and / or delivery date, with a reason the plant allows. */
export function ChangeDialog({ userId, item, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = usePoAction(userId, onSaved);
  const [qty, setQty] = useState<number>(item.qty);
  const [date, setDate] = useState<string | null>(item.deliveryDate);
  const [reasonCode, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const submit = async () => {
    const proposed = { qty, deliveryDate: date ?? '' };
    const refusal = changeRefusal(item.itemStatus, { qty: item.qty, deliveryDate: item.deliveryDate }, proposed, reasonCode);
    if (refusal) return refusal;
    await save(requestChangeMutation, { itemId: item.id, ...proposed, reasonCode, remark });
    return null;
  };
  return (
    <ActionDialog title={`${t('po.action.change')} · ${item.poNumber} / ${item.itemNumber}`} opened={opened} onClose={onClose} onSubmit={submit}>
      <Text size="sm" c="dimmed">
        {t('po.form.currentQty')}: {item.qty} {item.orderUnit} · {t('po.form.currentDate')}: {item.deliveryDate}
      </Text>
      <Group grow>
        <NumberInput label={t('po.form.qty')} value={qty} onChange={(v) => setQty(asNumber(v))} min={0} decimalScale={3} />
        <DateField label={t('po.form.deliveryDate')} value={date} onChange={setDate} />
      </Group>
      <ReasonSelect plant={item.plant} value={reasonCode} onChange={setReason} />
      <RemarkField value={remark} onChange={setRemark} />
    </ActionDialog>
  );
}

/** Partial delivery: the item's QTY over two or more dated deliveries; what is left to assign shows as the user types. */
export function SplitDialog({ userId, item, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = usePoAction(userId, onSaved);
  const [lines, setLines] = useState<ScheduleLineInput[]>([
    { qty: item.qty, deliveryDate: item.deliveryDate },
    { qty: 0, deliveryDate: item.deliveryDate },
  ]);
  const [reasonCode, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const left = (thousandths(item.qty) - lines.reduce((sum, l) => sum + thousandths(l.qty), 0)) / 1000;
  const setLine = (n: number, patch: Partial<ScheduleLineInput>) => setLines(lines.map((l, i) => (i === n ? { ...l, ...patch } : l)));
  const submit = async () => {
    const refusal = splitRefusal(item.itemStatus, item.qty, lines, reasonCode);
    if (refusal) return refusal;
    await save(splitMutation, { itemId: item.id, lines, reasonCode, remark });
    return null;
  };
  return (
    <ActionDialog title={`${t('po.action.split')} · ${item.poNumber} / ${item.itemNumber}`} opened={opened} onClose={onClose} onSubmit={submit}>
      <Text size="sm" c="dimmed">
        {t('po.form.currentQty')}: {item.qty} {item.orderUnit} · {t('po.form.currentDate')}: {item.deliveryDate}
      </Text>
      <Text fw={500} size="sm">
        {t('po.form.lines')}
      </Text>
      {lines.map((line, n) => (
        <Group key={n} gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label={t('po.form.lineQty', { n: n + 1 })}
            value={line.qty}
            onChange={(v) => setLine(n, { qty: asNumber(v) })}
            min={0}
            decimalScale={3}
            style={{ flex: 1 }}
          />
          <DateField
            label={t('po.form.lineDate', { n: n + 1 })}
            value={line.deliveryDate}
            onChange={(v) => setLine(n, { deliveryDate: v ?? '' })}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('po.form.removeLine', { n: n + 1 })}
            disabled={lines.length <= 2}
            onClick={() => setLines(lines.filter((_, i) => i !== n))}
          >
            <CloseIcon />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="light"
          size="xs"
          onClick={() => setLines([...lines, { qty: Math.max(left, 0), deliveryDate: item.deliveryDate }])}
          disabled={lines.length >= 50}
        >
          {t('po.form.addLine')}
        </Button>
        <Text size="sm" c={left === 0 ? 'green' : 'red'} aria-live="polite" data-testid="split-remainder">
          {t('po.form.remainder', { qty: left, total: item.qty })}
        </Text>
      </Group>
      <ReasonSelect plant={item.plant} value={reasonCode} onChange={setReason} />
      <RemarkField value={remark} onChange={setRemark} />
    </ActionDialog>
  );
}
