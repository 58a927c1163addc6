import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { pageTextsReady, whenPageTextsLoaded } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { Logo } from './Logo';

/** The newsletter form is its own chunk (with its texts), so the first paint carries none of it. */
const NewsletterSignup = lazy(async () => {
  const [module] = await Promise.all([import('../newsletter/NewsletterSignup'), pageTextsReady()]);
  return { default: module.NewsletterSignup };
});

/**
 * Whether the newsletter form should load: once the footer nears the screen, or once the page has
 * loaded the whole catalogue for itself. The landing page, which needs neither the catalogue nor the
 * form's query library above the fold, loads them only when the visitor scrolls down.
 */
function useNewsletterWanted(): { ref: (element: HTMLDivElement | null) => void; wanted: boolean } {
  const [wanted, setWanted] = useState(false);
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '400px' });
  if (entry?.isIntersecting && !wanted) setWanted(true);
  useEffect(() => {
    let live = true;
    void whenPageTextsLoaded().then(() => live && setWanted(true));
    return () => {
      live = false;
    };
  }, []);
  return { ref, wanted };
}

export function AppFooter() {
  const { t } = useTranslation();
  const newsletter = useNewsletterWanted();
  const groups = [
    {
      title: t('footer.product'),
      links: [
        { to: '/upload-pricing', label: t('nav.upload') },
        { to: '/sticker-prices', label: t('nav.stickerPrices') },
        { to: '/StickerLibrary', label: t('nav.library') },
        { to: '/indexHome', label: t('nav.design') },
        { to: '/image-gen', label: t('nav.aiImages') },
        { to: '/pricing', label: t('nav.aiPlans') },
      ],
    },
    {
      title: t('footer.help'),
      links: [
        { to: '/blog-tutorials', label: t('footer.blog') },
        { to: '/custom-order', label: t('footer.customOrder') },
        { to: '/showcase', label: t('nav.community') },
        { to: '/forum', label: t('nav.forum') },
      ],
    },
    {
      title: t('footer.legal'),
      links: [
        { to: '/policies#privacy', label: t('policies.privacy.title') },
        { to: '/policies#terms', label: t('policies.terms.title') },
        { to: '/policies#shipping', label: t('policies.shipping.title') },
        { to: '/policies#refunds', label: t('policies.refunds.title') },
      ],
    },
  ];
  return (
    <Box component="footer" className="app-footer">
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Logo />
            <Text size="sm" c="dimmed" maw={280}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          {groups.map((group) => (
            <Stack key={group.title} gap={6}>
              <Text fw={700} size="sm" component="h2">
                {group.title}
              </Text>
              {group.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Box mt="xl" maw={460} mih={96} ref={newsletter.ref}>
          {newsletter.wanted && (
            <Suspense fallback={null}>
              <NewsletterSignup />
            </Suspense>
          )}
        </Box>
        <Group justify="space-between" mt="xl" pt="md" className="app-footer-bottom" gap="xs">
          <Text size="xs" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.currencyNote')}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
