import { Alert, Anchor, Badge, Button, Container, Divider, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconGitFork } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { communityErrorMessage, useShowcaseItem } from '../../api/community';
import { useSession } from '../../api/session';
import { CommentsSection } from '../../components/community/CommentsSection';
import { ItemManage } from '../../components/community/ItemManage';
import { ItemOrderActions } from '../../components/community/ItemOrderActions';
import { ItemReactions } from '../../components/community/ItemReactions';
import { MemberLink } from '../../components/community/MemberLink';
import { allowedImage } from '../../components/community/safeImage';
import { ReportButton } from '../../components/moderation/ReportButton';
import { usePageTitle } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /showcase/{id}: the design, its author, likes and saves, Order this sticker, Make my own, and comments. */
export function ShowcaseItemPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const query = useShowcaseItem(id);
  const item = query.data;
  usePageTitle(item?.title ?? t('showcase.title'));

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Anchor component={Link} to="/showcase" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('showcase.back')}
        </Group>
      </Anchor>
      {query.isPending && <PageLoader />}
      {query.error && (
        <Alert color="red" mt="lg" role="alert">
          {communityErrorMessage(query.error, t)}
        </Alert>
      )}
      {item && (
        <Grid mt="md" gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" bg="gray.0" p={{ base: 'md', sm: 'xl' }}>
              <Image src={allowedImage(item.imageUrl)} alt={item.title} fit="contain" mah={560} data-testid="showcase-image" />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              {item.hidden && <Alert color="orange">{t('showcase.hiddenNotice')}</Alert>}
              <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Title>
              <Group gap="sm" wrap="wrap">
                <MemberLink member={item.author} size="md" />
                <Text size="sm" c="dimmed">
                  {formatDate(item.publishedAt, i18n.language)}
                </Text>
              </Group>
              {item.remixOf && (
                <Group gap={6} c="dimmed">
                  <IconGitFork size={16} aria-hidden />
                  <Text size="sm">
                    {t('showcase.remixOf')}{' '}
                    <Anchor component={Link} to={`/showcase/${item.remixOf.id}`} underline="always">
                      {item.remixOf.title}
                    </Anchor>
                  </Text>
                </Group>
              )}
              {item.description && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.description}</Text>}
              {item.tags.length > 0 && (
                <Group gap={6}>
                  {item.tags.map((tag) => (
                    <Badge key={tag} component={Link} to={`/showcase?tag=${encodeURIComponent(tag)}`} variant="light" style={{ cursor: 'pointer' }}>
                      #{tag}
                    </Badge>
                  ))}
                </Group>
              )}
              <ItemReactions item={item} />
              <Text size="sm" c="dimmed">
                {t('showcase.remixCount', { count: item.remixCount })}
              </Text>
              <Divider />
              <ItemOrderActions item={item} />
              <Text size="sm" c="dimmed">
                {t('showcase.orderNote')}
              </Text>
              {(item.viewer.isOwner || item.viewer.isAdmin) && <ItemManage item={item} />}
              {!item.viewer.isOwner && (
                <Button variant="subtle" component={Link} to={`/user/${encodeURIComponent(item.author.id)}`} style={{ alignSelf: 'flex-start' }} px={0}>
                  {t('showcase.moreFrom', { name: item.author.name })}
                </Button>
              )}
              {session && !item.viewer.isOwner && (
                <Group>
                  <ReportButton targetType="showcase_item" targetId={item.id} label={t('moderation.report.itemLabel')} />
                </Group>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={12}>
            <Divider my="md" />
            <CommentsSection item={item} />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
