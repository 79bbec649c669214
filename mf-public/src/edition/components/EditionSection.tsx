import type { ReactNode } from 'react';
import { Card, Title } from '@mantine/core';

/** A titled card of the edition page. */
export function EditionSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
