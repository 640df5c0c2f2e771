import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHasPage } from '../../../platform/permitted.tsx';

/** The Authorise page opened on this role, position, user or group. */
export const authorizeHref = (objectType: 'role' | 'position' | 'user' | 'group', objectId: string) =>
  `/permission/authorize?objectType=${objectType}&objectId=${encodeURIComponent(objectId)}`;

/** A link to authorise the record, shown only to those who have the Authorise page. */
export function AuthorizeLink({ objectType, id, name }: { objectType: 'role' | 'position' | 'user' | 'group'; id: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayAuthorize = useHasPage('/permission/authorize');
  if (!mayAuthorize) return null;
  const href = authorizeHref(objectType, id);
  return (
    <Button
      component="a"
      href={href}
      size="compact-sm"
      variant="subtle"
      aria-label={t('admin.common.authorizeLabel', { name })}
      onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
        // A plain click stays in the app; a modified one (new tab) keeps the link's own behaviour.
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate({ href });
      }}
    >
      {t('admin.common.authorize')}
    </Button>
  );
}
