import { Alert, Anchor, Paper, Stack, Title, Typography } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { bodyOfWorkflowConfig } from '../../../../shared/domain/message-html.ts';
import { safeHtml } from '../sanitize.ts';

/**
 * /workFlowDetail (spec 000 §2.6): the workflow engine's forms are not part of this product, so the
 * page shows the message the config carries (its body, base64 then URL-encoded), sanitised.
 */
export function WorkflowDetail({ config }: { config: string }) {
  const { t } = useTranslation();
  const body = bodyOfWorkflowConfig(config);
  return (
    <Stack gap="md" maw={900}>
      <Title order={3}>{t('messages.workflow.title')}</Title>
      {body === null ? (
        <Alert color="red">{t('messages.workflow.invalid')}</Alert>
      ) : (
        <Paper withBorder p="md">
          <Typography>
            <div data-testid="workflow-body" dangerouslySetInnerHTML={{ __html: safeHtml(body) }} />
          </Typography>
        </Paper>
      )}
      <Anchor component={Link} to="/messageRecord">
        {t('messages.workflow.back')}
      </Anchor>
    </Stack>
  );
}
