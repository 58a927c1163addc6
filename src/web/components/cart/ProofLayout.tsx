import { Box, Flex } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A line with its proof: the picture beside the line's details, the proof's facts and warnings under the
 * picture. On a narrow screen the picture column is too narrow for the warnings to read, so the facts
 * take the full width under both: the picture's column then dissolves (`display: contents`) and its two
 * parts join the row, ordered picture, details, facts, the facts wrapping onto a line of their own.
 */
export function ProofLayout({ picture, facts, children }: { picture: ReactNode; facts: ReactNode; children: ReactNode }) {
  return (
    <Flex wrap={{ base: 'wrap', sm: 'nowrap' }} gap="md" align="flex-start">
      <Box display={{ base: 'contents', sm: 'flex' }} w={{ sm: 176 }} style={{ flexDirection: 'column', gap: 6, flexShrink: 0 }}>
        <Box w={{ base: 128, sm: '100%' }} style={{ order: 0, flexShrink: 0 }}>
          {picture}
        </Box>
        <Box w={{ base: '100%', sm: 'auto' }} style={{ order: 2 }} data-testid="proof-facts">
          {facts}
        </Box>
      </Box>
      <Box style={{ order: 1, flex: '1 1 0', minWidth: 0 }}>{children}</Box>
    </Flex>
  );
}
