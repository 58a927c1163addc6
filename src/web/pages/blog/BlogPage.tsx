import { Anchor, Badge, Button, Card, Chip, Container, Group, ScrollArea, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useArticles, useBlogActions } from '../../api/blog';
import { useSession } from '../../api/session';
import { ArticleForm } from '../../components/blog/ArticleForm';
import { communityErrorMessage } from '../../components/forum/communityErrors';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { blogTagLabel } from './tagLabel';

/** /blog-tutorials (SPEC §2): articles newest first, filtered by `?tag=`; designers and admins write. */
export function BlogPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const tag = params.get('tag');
  const list = useArticles(tag);
  const { create } = useBlogActions();
  const [writing, setWriting] = useState(false);
  const mayWrite = !!session && (session.isGraphicDesigner || session.isAdmin);

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('blog.title')} description={t('blog.intro')}>
        {mayWrite && (
          <Group mt="sm">
            <Button leftSection={<IconPencilPlus size={16} aria-hidden />} onClick={() => setWriting(true)}>
              {t('blog.write')}
            </Button>
          </Group>
        )}
      </PageHeader>
      {writing && <ArticleForm opened onClose={() => setWriting(false)} onSave={async (input) => navigate(`/blog-tutorials/${await create(input)}`)} />}
      {list.isPending ? (
        <Skeleton height={280} />
      ) : list.isError ? (
        <Text c="red.8">{communityErrorMessage(list.error, t)}</Text>
      ) : (
        <Stack gap="lg">
          <ScrollArea type="never">
            <Chip.Group multiple={false} value={tag ?? 'all'} onChange={(value) => setParams(value === 'all' ? {} : { tag: value as string })}>
              <Group gap="xs" wrap="nowrap" role="group" aria-label={t('blog.tags')}>
                <Chip value="all">{t('blog.allTags')}</Chip>
                {list.data.tags.map((name) => (
                  <Chip key={name} value={name}>
                    {blogTagLabel(t, name)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </ScrollArea>
          {list.data.articles.length === 0 ? (
            <Text c="dimmed">{t('blog.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.data.articles.map((article) => (
                <Card key={article.slug} withBorder padding="lg" component="li" lang={article.language === 'zh' ? 'zh-CN' : 'en'}>
                  <Stack gap="xs" h="100%">
                    <Title order={2} fz="lg">
                      <Anchor component={Link} to={`/blog-tutorials/${article.slug}`} inherit>
                        {article.title}
                      </Anchor>
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('blog.byline', { name: article.authorName ?? t('blog.team'), date: formatDate(article.publishedAt, i18n.language) })}
                    </Text>
                    <Text size="sm" style={{ flex: 1 }}>
                      {article.summary}
                    </Text>
                    <Group gap={6}>
                      {article.tags.map((name) => (
                        <Badge key={name} variant="light" component={Link} to={`/blog-tutorials?tag=${name}`} style={{ cursor: 'pointer' }}>
                          {blogTagLabel(t, name)}
                        </Badge>
                      ))}
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Container>
  );
}
