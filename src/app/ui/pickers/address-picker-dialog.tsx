import { Anchor, Breadcrumbs, Button, Group, Loader, Modal, ScrollArea, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaChildren, type AddressNode } from '../../../shared/contracts/areas.ts';
import { PHONE_MAX_WIDTH } from '../data-table.tsx';
import { ErrorState } from '../error-state.tsx';
import { addressLabel, chooseAddress, isAddressLeaf, type AddressChoice } from './address-rules.ts';
import { ChosenList } from './chosen-list.tsx';
import { endpointQuery } from '../../platform/endpoint-query.ts';

interface Props {
  title: string;
  level: number;
  multiple: boolean;
  value: readonly AddressChoice[];
  onClose: () => void;
  onConfirm: (chosen: AddressChoice[]) => void;
}

interface Step {
  id: string;
  fullName: string;
}

/**
 * The address dialog: the areas a level at a time, read as they are opened (provinces, a province's
 * cities, …), the way back as breadcrumbs; a leaf is chosen with its path, the chosen list on the right.
 */
export function AddressPickerDialog({ title, level, multiple, value, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false);
  const [trail, setTrail] = useState<Step[]>([]);
  const [chosen, setChosen] = useState<AddressChoice[]>([...value]);
  const parentId = trail.at(-1)?.id ?? '-1';
  const children = useQuery({
    ...endpointQuery(areaChildren, { params: { parentId } }),
    staleTime: 10 * 60_000,
  });
  const visit = (node: AddressNode) => {
    if (isAddressLeaf(node, level)) {
      const path = [...trail, node];
      setChosen((now) => chooseAddress(now, { idPath: path.map((s) => s.id), names: path.map((s) => s.fullName) }, multiple));
    } else setTrail([...trail, { id: node.id, fullName: node.fullName }]);
  };
  const chosenKeys = new Set(chosen.map((c) => c.idPath.join('/')));
  const listHeight = phone ? 260 : 360;
  return (
    <Modal opened onClose={onClose} title={title} size={760} fullScreen={phone} centered>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={6}>
            <nav aria-label={t('admin.area.path')}>
              <Breadcrumbs>
                <Anchor component="button" type="button" size="sm" onClick={() => setTrail([])}>
                  {t('admin.area.top')}
                </Anchor>
                {trail.map((step, i) => (
                  <Anchor key={step.id} component="button" type="button" size="sm" onClick={() => setTrail(trail.slice(0, i + 1))}>
                    {step.fullName}
                  </Anchor>
                ))}
              </Breadcrumbs>
            </nav>
            <ScrollArea h={listHeight} type="auto">
              {children.isPending ? (
                <Loader size="sm" aria-label={t('admin.picker.loading')} />
              ) : children.isError ? (
                <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void children.refetch()} />
              ) : (
                <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={trail.at(-1)?.fullName ?? t('admin.area.top')}>
                  {children.data.list.map((node) => {
                    const leaf = isAddressLeaf(node, level);
                    const isChosen = chosenKeys.has([...trail.map((s) => s.id), node.id].join('/'));
                    return (
                      <li key={node.id}>
                        <UnstyledButton
                          w="100%"
                          py={6}
                          px="xs"
                          onClick={() => visit(node)}
                          aria-label={leaf ? t('admin.area.choose', { name: node.fullName }) : t('admin.area.open', { name: node.fullName })}
                          aria-pressed={leaf ? isChosen : undefined}
                        >
                          <Group justify="space-between" wrap="nowrap">
                            <Text size="sm" fw={isChosen ? 700 : 400}>
                              {node.fullName}
                            </Text>
                            <Text size="sm" c="gray.7" aria-hidden>
                              {leaf ? (isChosen ? '✓' : '') : '›'}
                            </Text>
                          </Group>
                        </UnstyledButton>
                      </li>
                    );
                  })}
                </Stack>
              )}
            </ScrollArea>
          </Stack>
          <ChosenList
            height={listHeight}
            items={chosen.map((c) => ({ id: c.idPath.join('/'), label: addressLabel(c) }))}
            onRemove={(key) => setChosen((now) => now.filter((c) => c.idPath.join('/') !== key))}
            onClear={() => setChosen([])}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.picker.cancel')}
          </Button>
          <Button onClick={() => onConfirm(chosen)}>{t('admin.picker.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
