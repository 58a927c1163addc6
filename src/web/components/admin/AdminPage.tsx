import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader';

/** One back-office page: its h1, lead sentence and content, with the same margins everywhere. */
export function AdminPage({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 40 }}>
      <PageHeader title={title} description={description} />
      {children}
    </Container>
  );
}
