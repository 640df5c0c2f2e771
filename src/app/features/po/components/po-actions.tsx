import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenPo } from '../po-list-view.ts';
import { applicableActions, type BuyerAction, type ChosenItemPo, type VendorAction } from '../../../../shared/domain/po/applicable-actions.ts';
import type { PoListRow } from '../../../../shared/domain/po/list-query.ts';
import { confirmMutation, manualSendMutation, receiveMutation, recallMutation, unreceiveMutation } from '../../../../shared/domain/po/mutations.ts';
import {
  answerRefusal,
  decisionRefusal,
  manualSendRefusal,
  pickRefusal,
  receiveRefusal,
  recallRefusal,
  unreceiveRefusal,
  type PoSide,
  type Refusal,
} from '../../../../shared/domain/po/rules.ts';
import { notifyError } from '../../../platform/notify.ts';
import { DialogLoading } from '../../../ui/loading.tsx';
import { firstRefusal, usePoAction, useRefusalText } from './action-dialog.tsx';

// The dialogs (date pickers, number inputs) load on first use: they are not part of the list's first load.
const answerDialogs = () => import('./answer-dialogs.tsx');
const changeDialogs = () => import('./change-dialogs.tsx');
const TbdDialog = lazy(async () => ({ default: (await answerDialogs()).TbdDialog }));
const DatesDialog = lazy(async () => ({ default: (await answerDialogs()).DatesDialog }));
const RejectDialog = lazy(async () => ({ default: (await answerDialogs()).RejectDialog }));
const ChangeDialog = lazy(async () => ({ default: (await changeDialogs()).ChangeDialog }));
const SplitDialog = lazy(async () => ({ default: (await changeDialogs()).SplitDialog }));
const DecisionDialog = lazy(async () => ({ default: (await import('./decision-dialog.tsx')).DecisionDialog }));

type Dialog = 'change' | 'split' | 'tbd' | 'dates' | 'reject' | 'approve' | 'rejectChange';

interface Props {
  userId: string;
  chosen: readonly PoListRow[];
  /** The chosen items' POs with all their items' states, for actions that act on whole POs (receive). */
  chosenPos: ReadonlyMap<string, ChosenPo>;
  /** After an action is saved. */
  onDone: () => void;
}

function useGuard() {
  const text = useRefusalText();
  /** Shows the first refusal, if any, and tells whether the action may go on. */
  return (...refusals: (Refusal | null)[]) => {
    const refusal = refusals.find((r) => r !== null);
    if (refusal) notifyError(text(refusal));
    return !refusal;
  };
}

const poIdsOf = (rows: readonly PoListRow[]) => [...new Set(rows.map((r) => r.poId))];

/** The actions to offer: those that can apply to every chosen item (on a phone the bar has room for few). */
function useOffered(side: PoSide, { chosen, chosenPos }: Pick<Props, 'chosen' | 'chosenPos'>): ReadonlySet<VendorAction | BuyerAction> {
  return useMemo(() => {
    const pos = new Map<string, ChosenItemPo>([...chosenPos].map(([id, c]) => [id, { status: c.po.status, itemStatuses: c.itemStatuses }]));
    return applicableActions(side, chosen, pos);
  }, [side, chosen, chosenPos]);
}

interface ActionButton {
  action: VendorAction | BuyerAction;
  onClick: () => void;
  variant?: 'default' | 'light';
  color?: string;
}

/** The offered actions' buttons, each named `po.action.<action>`; or, when none fits all the chosen items, why. */
function OfferedButtons({ offered, buttons }: { offered: ReadonlySet<VendorAction | BuyerAction>; buttons: readonly ActionButton[] }) {
  const { t } = useTranslation();
  if (offered.size === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('po.action.noneApplies')}
      </Text>
    );
  return buttons
    .filter((b) => offered.has(b.action))
    .map((b) => (
      <Button key={b.action} size="xs" variant={b.variant} color={b.color} onClick={b.onClick}>
        {t(`po.action.${b.action}`)}
      </Button>
    ));
}

/** Manual send: e-mails the chosen items' POs to the other side, when each PO's status allows it. */
function useManualSend(side: PoSide, { userId, chosen, chosenPos, onDone }: Props) {
  const guard = useGuard();
  const save = usePoAction(userId, onDone);
  return () => {
    if (!guard(pickRefusal(chosen.length, 'many'))) return;
    const ids = poIdsOf(chosen);
    if (guard(...ids.map((id) => manualSendRefusal(side, chosenPos.get(id)?.po.status ?? 'completed')))) void save(manualSendMutation, { poIds: ids, side });
  };
}

/** Vendor actions on the chosen items: receive, confirm, change, split, TBD, LA / ETD, reject, recall, manual send. */
export function VendorActions(props: Props) {
  const { userId, chosen, chosenPos, onDone } = props;
  const { t } = useTranslation();
  const send = useManualSend('vendor', props);
  const offered = useOffered('vendor', props);
  const guard = useGuard();
  const save = usePoAction(userId, onDone);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const many = () => guard(pickRefusal(chosen.length, 'many'));
  const one = () => guard(pickRefusal(chosen.length, 'one'));
  const itemsOf = (poId: string) => chosenPos.get(poId)?.itemStatuses ?? [];

  const receive = () => {
    if (!many()) return;
    const ids = poIdsOf(chosen);
    if (guard(...ids.map((id) => receiveRefusal(chosenPos.get(id)?.po.status ?? 'completed', itemsOf(id))))) void save(receiveMutation, { poIds: ids });
  };
  const unreceive = () => {
    if (!many()) return;
    const ids = poIdsOf(chosen);
    if (guard(...ids.map((id) => unreceiveRefusal(itemsOf(id))))) void save(unreceiveMutation, { poIds: ids });
  };
  const confirm = () => {
    if (many() && guard(firstRefusal(chosen, (i) => answerRefusal(i.itemStatus)))) void save(confirmMutation, { itemIds: chosen.map((i) => i.id) });
  };
  const recall = () => {
    if (many() && guard(firstRefusal(chosen, (i) => recallRefusal(i.itemStatus)))) void save(recallMutation, { itemIds: chosen.map((i) => i.id) });
  };
  const open = (next: Dialog, mode: 'one' | 'many') => {
    if (mode === 'one' ? one() : many()) setDialog(next);
  };
  const close = () => setDialog(null);
  const item = chosen[0];
  return (
    <>
      <Group gap="xs" role="toolbar" aria-label={t('po.action.actionsLabel')} wrap="wrap">
        <OfferedButtons
          offered={offered}
          buttons={[
            { action: 'receive', onClick: receive },
            { action: 'unreceive', onClick: unreceive, variant: 'default' },
            { action: 'confirm', onClick: confirm },
            { action: 'change', onClick: () => open('change', 'one'), variant: 'light' },
            { action: 'split', onClick: () => open('split', 'one'), variant: 'light' },
            { action: 'tbd', onClick: () => open('tbd', 'many'), variant: 'light' },
            { action: 'dates', onClick: () => open('dates', 'many'), variant: 'light' },
            { action: 'reject', onClick: () => open('reject', 'many'), variant: 'light', color: 'red' },
            { action: 'recall', onClick: recall, variant: 'default' },
            { action: 'send', onClick: send, variant: 'default' },
          ]}
        />
      </Group>
      <Suspense fallback={<DialogLoading onClose={close} />}>
        {item && dialog === 'change' && <ChangeDialog key={item.id} userId={userId} item={item} opened onClose={close} onSaved={onDone} />}
        {item && dialog === 'split' && <SplitDialog key={item.id} userId={userId} item={item} opened onClose={close} onSaved={onDone} />}
        {dialog === 'tbd' && <TbdDialog userId={userId} items={chosen} opened onClose={close} onSaved={onDone} />}
        {dialog === 'dates' && <DatesDialog userId={userId} items={chosen} opened onClose={close} onSaved={onDone} />}
        {dialog === 'reject' && <RejectDialog userId={userId} items={chosen} opened onClose={close} onSaved={onDone} />}
      </Suspense>
    </>
  );
}

/** Buyer actions: approve or reject the chosen change requests, several at once; manual send. */
export function BuyerActions(props: Props) {
  const { userId, chosen, onDone } = props;
  const { t } = useTranslation();
  const send = useManualSend('buyer', props);
  const offered = useOffered('buyer', props);
  const guard = useGuard();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const open = (next: 'approve' | 'reject') => {
    if (
      guard(
        pickRefusal(chosen.length, 'many'),
        firstRefusal(chosen, (i) => decisionRefusal(i.itemStatus, 'approve')),
      )
    )
      setDialog(next);
  };
  return (
    <>
      <Group gap="xs" role="toolbar" aria-label={t('po.action.actionsLabel')}>
        <OfferedButtons
          offered={offered}
          buttons={[
            { action: 'approve', onClick: () => open('approve'), color: 'green' },
            { action: 'rejectChange', onClick: () => open('reject'), variant: 'light', color: 'red' },
            { action: 'send', onClick: send, variant: 'default' },
          ]}
        />
      </Group>
      <Suspense fallback={<DialogLoading onClose={() => setDialog(null)} />}>
        {dialog && <DecisionDialog userId={userId} items={chosen} decision={dialog} opened onClose={() => setDialog(null)} onSaved={onDone} />}
      </Suspense>
    </>
  );
}
