import { DataTable } from '../../../ui/data-table.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoListRow } from '../../../../shared/domain/po/list-query.ts';
import { approveMutation, rejectChangeMutation } from '../../../../shared/domain/po/mutations.ts';
import { decisionRefusal } from '../../../../shared/domain/po/rules.ts';
import { ActionDialog, firstRefusal, usePoAction } from './action-dialog.tsx';
import { TbdStatusSelect } from './answer-dialogs.tsx';
import { RequestedValues } from './po-table.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { RemarkField } from './remark-field.tsx';
import { useReasonName } from '../po-data.ts';

interface Props {
  userId: string;
  items: readonly PoListRow[];
  decision: 'approve' | 'reject';
  opened: boolean;
  onClose: () => void;
  /** After the action is saved (the list clears its selection). */
  onSaved?: () => void;
}

/** The change requests side by side, before and after: what the buyer decides on. */
export function BeforeAfter({ items }: { items: readonly PoListRow[] }) {
  const { t } = useTranslation();
  const reasonOf = useReasonName();
  return (
    <DataTable
      records={[...items]}
      idAccessor={(item) => item.id}
      ariaLabel={t('po.detail.changeRequests')}
      minWidth={560}
      columns={[
        { key: 'item', title: `${t('po.column.poNumber')} / ${t('po.column.item')}`, render: (item) => `${item.poNumber} / ${item.itemNumber}` },
        { key: 'before', title: t('po.form.before'), noWrap: true, render: (item) => `${item.qty} ${item.orderUnit} · ${item.deliveryDate}` },
        {
          key: 'after',
          title: t('po.form.after'),
          noWrap: true,
          render: (item) => (item.itemStatus === 'changeRequested' ? <RequestedValues row={item} /> : ''),
        },
        { key: 'changeReasonCode', title: t('po.column.reason'), render: (item) => reasonOf(item.changeReasonCode) },
        { key: 'changeRemark', title: t('po.column.remark') },
      ]}
    />
  );
}

/** The buyer approves or rejects the chosen change requests; rejecting names a TBD status. */
export function DecisionDialog({ userId, items, decision, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = usePoAction(userId, onSaved);
  const [remark, setRemark] = useState('');
  const [tbdStatus, setStatus] = useState('');
  const [tbdDate, setDate] = useState<string | null>(null);
  const submit = async () => {
    const refusal = firstRefusal(items, (i) => decisionRefusal(i.itemStatus, decision, tbdStatus));
    if (refusal) return refusal;
    const itemIds = items.map((i) => i.id);
    if (decision === 'approve') await save(approveMutation, { itemIds, remark });
    else await save(rejectChangeMutation, { itemIds, remark, tbdStatus, tbdDate });
    return null;
  };
  const reject = decision === 'reject';
  return (
    <ActionDialog
      title={t(reject ? 'po.action.rejectChange' : 'po.action.approve')}
      opened={opened}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t(reject ? 'po.action.rejectChange' : 'po.action.approve')}
      submitColor={reject ? 'red' : 'green'}
      size="xl"
    >
      <BeforeAfter items={items} />
      {reject && <TbdStatusSelect value={tbdStatus} onChange={setStatus} />}
      {reject && <DateField label={t('po.form.tbdDate')} value={tbdDate} onChange={setDate} clearable />}
      <RemarkField label={t('po.form.decisionRemark')} value={remark} onChange={setRemark} />
    </ActionDialog>
  );
}
