import {
  AccordionChevron,
  Button,
  CheckIcon,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tree,
  getTreeExpandedState,
  useTree,
} from '@mantine/core';
import type { TreeNodeData } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '../../../shared/contracts/admin-fields.ts';
import { PHONE_MAX_WIDTH } from '../data-table.tsx';
import { ChosenList } from './chosen-list.tsx';
import { nameMatches } from './name-match.ts';
import { chooseOnEnter } from './tree-keys.ts';
import { choose, filterTree, parentIds, pickedLabel, pickedOf, type Picked } from './tree-pick.ts';

type TreeExpandedState = Record<string, boolean>;

export interface OrganizePickerDialogProps {
  opened: boolean;
  title: string;
  tree: TreeNode[];
  /** The node type that may be chosen; the others only open. */
  choosable: TreeNode['type'];
  multiple: boolean;
  value: readonly string[];
  onClose: () => void;
  onConfirm: (picked: Picked[]) => void;
}

const toData = (nodes: readonly TreeNode[]): TreeNodeData[] => nodes.map((n) => ({ value: n.id, label: n.fullName, children: toData(n.children) }));

function index(nodes: readonly TreeNode[], into = new Map<string, TreeNode>()): Map<string, TreeNode> {
  for (const n of nodes) {
    into.set(n.id, n);
    index(n.children, into);
  }
  return into;
}

/**
 * The organisation, department or position picker (spec 001 §2): a searchable tree on the left (name
 * or pinyin), the chosen list on the right; Enter or a click chooses, arrows walk the tree.
 */
export function OrganizePickerDialog({ opened, title, tree, choosable, multiple, value, onClose, onConfirm }: OrganizePickerDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<Picked[]>(() => value.flatMap((id) => pickedOf(tree, id) ?? []));
  const nodes = useMemo(() => index(tree), [tree]);
  const shown = useMemo(() => (keyword.trim() ? filterTree(tree, (name) => nameMatches(name, keyword)) : tree), [tree, keyword]);
  const data = useMemo(() => toData(shown), [shown]);
  // Open at first down to what is chosen; a search opens every branch that leads to a match.
  const [expanded, setExpanded] = useState<TreeExpandedState>(() =>
    getTreeExpandedState(toData(tree), [...tree.map((n) => n.id), ...selected.flatMap((s) => s.idPath.slice(0, -1))]),
  );
  const controller = useTree({ expandedState: expanded, onExpandedStateChange: setExpanded });
  const search = (next: string) => {
    setKeyword(next);
    const found = next.trim() ? filterTree(tree, (name) => nameMatches(name, next)) : tree;
    setExpanded(getTreeExpandedState(toData(found), next.trim() ? parentIds(found) : tree.map((n) => n.id)));
  };

  const pick = (id: string) => {
    const node = nodes.get(id);
    if (node?.type !== choosable) return;
    const picked = pickedOf(tree, id);
    if (picked) setSelected((now) => choose(now, picked, multiple));
  };

  const listHeight = phone ? 260 : 360;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={760} fullScreen={phone} centered>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={6}>
            <TextInput
              aria-label={t('admin.picker.search')}
              placeholder={t('admin.picker.search')}
              value={keyword}
              onChange={(e) => search(e.currentTarget.value)}
              data-autofocus
            />
            <ScrollArea h={listHeight} type="auto">
              {data.length === 0 ? (
                <Text size="sm" c="gray.7" py="xs">
                  {t('admin.picker.noMatch')}
                </Text>
              ) : (
                <Tree
                  data={data}
                  tree={controller}
                  aria-label={title}
                  levelOffset="md"
                  onKeyDown={chooseOnEnter(pick)}
                  renderNode={({ node, expanded, hasChildren, elementProps }) => {
                    const record = nodes.get(node.value);
                    const canChoose = record?.type === choosable;
                    const chosen = selected.some((s) => s.id === node.value);
                    return (
                      <Group
                        gap={6}
                        wrap="nowrap"
                        py={3}
                        {...elementProps}
                        onClick={(event) => {
                          elementProps.onClick(event);
                          pick(node.value);
                        }}
                      >
                        {hasChildren ? (
                          <AccordionChevron size={14} style={{ transform: expanded ? undefined : 'rotate(-90deg)' }} />
                        ) : (
                          <span style={{ width: 14 }} />
                        )}
                        <Text size="sm" c={canChoose ? undefined : 'gray.7'} fw={chosen ? 700 : 400}>
                          {node.label}
                        </Text>
                        {chosen && <CheckIcon size={10} aria-hidden />}
                      </Group>
                    );
                  }}
                />
              )}
            </ScrollArea>
          </Stack>
          <ChosenList
            height={listHeight}
            items={selected.map((s) => ({ id: s.id, label: pickedLabel(s) }))}
            onRemove={(id) => setSelected((now) => now.filter((s) => s.id !== id))}
            onClear={() => setSelected([])}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.picker.cancel')}
          </Button>
          <Button onClick={() => onConfirm(selected)}>{t('admin.picker.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
