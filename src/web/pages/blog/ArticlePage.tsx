import { Alert, Anchor, Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useArticle, useBlogActions } from '../../api/blog';
import { ArticleForm } from '../../components/blog/ArticleForm';
import { communityErrorMessage } from '../../components/forum/communityErrors';
import { UserHtml } from '../../components/forum/UserHtml';
import { notify } from '../../components/notify';
import { whenModalsReady } from '../../components/overlays/modalsReady';
import { usePageTitle } from '../../components/PageHeader';
import { formatDate, normaliseLanguage } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { blogTagLabel } from './tagLabel';

/** /blog-tutorials/{slug}: one article, sanitised again in the browser; its author or an admin edits it. */
export function ArticlePage() {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const article = useArticle(slug);
  const { update, remove } = useBlogActions();
  const [editing, setEditing] = useState(false);
  usePageTitle(article.data?.title ?? t('blog.title'));

  const back = (
    <Anchor component={Link} to="/blog-tutorials" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('blog.back')}
      </Group>
    </Anchor>
  );
  if (article.isPending) return <Skeleton height={400} m="xl" />;
  if (article.isError) {
    return (
      <Container size="md" py="xl">
        <Stack>
          {back}
          <Alert color="red">{communityErrorMessage(article.error, t)}</Alert>
        </Stack>
      </Container>
    );
  }
  const a = article.data;
  const confirmDelete = () =>
    whenModalsReady((modals) =>
      modals.openConfirmModal({
        title: t('blog.deleteTitle'),
        children: <Text size="sm">{t('blog.deleteBody')}</Text>,
        labels: { confirm: t('blog.delete'), cancel: t('common.cancel') },
        confirmProps: { color: 'red.8' },
        onConfirm: async () => {
          try {
            await remove(a.slug);
            navigate('/blog-tutorials');
          } catch (error) {
            notify('error', communityErrorMessage(error, t));
          }
        },
      }),
    );

  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }} component="article">
      <Stack gap="md">
        {back}
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {a.title}
        </Title>
        <Text c="dimmed">{t('blog.byline', { name: a.authorName ?? t('blog.team'), date: formatDate(a.publishedAt, i18n.language) })}</Text>
        <Group gap={6}>
          {a.tags.map((name) => (
            <Badge key={name} variant="light" component={Link} to={`/blog-tutorials?tag=${name}`} style={{ cursor: 'pointer' }}>
              {blogTagLabel(t, name)}
            </Badge>
          ))}
        </Group>
        {a.mayEdit && (
          <Group>
            <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {t('blog.edit')}
            </Button>
            <Button variant="subtle" color="red" c="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
              {t('blog.delete')}
            </Button>
          </Group>
        )}
        {a.language !== normaliseLanguage(i18n.language) && (
          <Alert variant="light" color="gray" data-testid="blog-not-translated">
            {t('blog.notTranslated')}
          </Alert>
        )}
        <div lang={a.language === 'zh' ? 'zh-CN' : 'en'}>
          <UserHtml html={a.html} />
        </div>
      </Stack>
      {editing && a.source && <ArticleForm opened onClose={() => setEditing(false)} initial={{ ...a.source, tags: a.tags }} onSave={(input) => update(a.slug, input)} />}
    </Container>
  );
}
