import { useTranslation } from 'react-i18next';
import { useRecordLabels } from '../../../ui/admin/record-fields.tsx';

/** Every field of the user forms by its label, so a message names the field as the form shows it. */
export function useUserLabels() {
  const { t } = useTranslation();
  return {
    ...useRecordLabels(),
    account: t('admin.user.account'),
    realName: t('admin.user.realName'),
    gender: t('admin.user.gender'),
    mobilePhone: t('admin.user.mobilePhone'),
    email: t('admin.user.email'),
    organizeId: t('admin.common.organization'),
    departmentId: t('admin.common.department'),
    managerId: t('admin.user.manager'),
    roleId: t('admin.user.roles'),
    positionId: t('admin.user.positions'),
    groupId: t('admin.user.groups'),
    userPassword: t('admin.user.password'),
    poScope: t('admin.user.poScope'),
    supplierCodes: t('admin.user.supplierCodes'),
    plants: t('admin.user.plants'),
    purchasingGroups: t('admin.user.purchasingGroups'),
  };
}
export type UserLabels = ReturnType<typeof useUserLabels>;
