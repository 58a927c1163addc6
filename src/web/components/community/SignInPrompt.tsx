import { Button, EmptyState, Paper } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../translation/useTranslation';

/** For a guest on a members' page: what it is for, and the way in (coming back here after sign-in). */
export function SignInPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }}>
      <EmptyState variant="light" icon={<IconLogin size={32} aria-hidden />} title={t('communityProfile.signInTitle')} description={text}>
        <EmptyState.Actions>
          <Button component={Link} to={`/login?redirect=${encodeURIComponent(pathname + search)}`}>
            {t('communityProfile.signIn')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
