import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { emailSchema } from '../../../shared/validation';
import { subscribeToNewsletter } from '../../api/newsletter';
import { normaliseLanguage } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { communityErrorMessage } from '../forum/communityErrors';

/** The footer's newsletter sign-up (double opt-in: the server mails a confirm link and nothing else). */
export function NewsletterSignup() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!emailSchema.safeParse(email).success) return setError(t('messages.invalidEmail'));
    setBusy(true);
    setError(null);
    try {
      await subscribeToNewsletter(email.trim(), normaliseLanguage(i18n.language));
      setSent(true);
    } catch (caught) {
      setError(communityErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="newsletter-heading" noValidate>
      <Stack gap={6}>
        <Text fw={700} size="sm" component="h2" id="newsletter-heading">
          {t('newsletter.signup.title')}
        </Text>
        {sent ? (
          <Text size="sm" role="status" data-testid="newsletter-sent">
            {t('newsletter.signup.sent')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('newsletter.signup.intro')}
            </Text>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                type="email"
                size="sm"
                placeholder={t('newsletter.signup.placeholder')}
                aria-label={t('newsletter.signup.label')}
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={error}
                style={{ flex: 1 }}
                autoComplete="email"
              />
              <Button type="submit" size="sm" loading={busy}>
                {t('newsletter.signup.submit')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
