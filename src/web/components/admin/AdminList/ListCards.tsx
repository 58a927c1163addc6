import { Box, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { cellStyle } from './columns';
import type { ListLayoutProps } from './ListTable';

/**
 * The list on a phone: a card a row, its first column as the card's heading and the others as
 * label–value lines, so nothing scrolls sideways at 390 px.
 */
export function ListCards<Row>({ rows, columns, rowKey, rowTestId }: ListLayoutProps<Row>) {
  const [heading, ...rest] = columns;
  const labelled = rest.filter((c) => !c.headerHidden);
  const actions = rest.filter((c) => c.headerHidden);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} data-testid={rowTestId} withBorder radius="md" p="sm">
          {heading && (
            <Box fw={600} mb={6} style={cellStyle(heading)}>
              {heading.cell(row)}
            </Box>
          )}
          <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0} style={{ gridTemplateColumns: 'minmax(5rem, auto) 1fr' }}>
            {labelled.map((c) => [
              <Text key={`${c.key}-label`} component="dt" size="xs" c="dimmed">
                {c.header}
              </Text>,
              <Box key={c.key} component="dd" m={0} fz="sm" miw={0} style={cellStyle(c)}>
                {c.cell(row)}
              </Box>,
            ])}
          </SimpleGrid>
          {actions.map((c) => (
            <Box key={c.key} mt="xs">
              {c.cell(row)}
            </Box>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
