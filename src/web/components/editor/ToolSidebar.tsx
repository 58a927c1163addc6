import { ScrollArea, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../translation/useTranslation';
import { TOOL_TABS, type ToolId } from './toolTabs';

/** Desktop: a vertical rail of tools (Text, Shapes, Images, Materials, Draw, AI) and the open tool's panel. */
export function ToolSidebar() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ToolId>('text');
  return (
    <Tabs
      value={tab}
      onChange={(v) => v && setTab(v as ToolId)}
      orientation="vertical"
      variant="unstyled"
      className="ss-tools"
      keepMounted={false}
      classNames={{ tabLabel: 'ss-rail-label' }}
    >
      <Tabs.List className="ss-rail" aria-label={t('editor.tabs.label')}>
        {TOOL_TABS.map(({ id, label, icon: Icon }) => (
          <Tabs.Tab key={id} value={id} className="ss-rail-tab" data-testid={`tab-${id}`}>
            <Icon size={22} stroke={1.6} aria-hidden />
            <Text component="span" size="11px" fw={600}>
              {t(label)}
            </Text>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TOOL_TABS.map(({ id, Panel }) => (
        <Tabs.Panel key={id} value={id} className="ss-tool-panel">
          <ScrollArea h="100%" type="auto" offsetScrollbars>
            <div className="ss-tool-panel-body">
              <Panel />
            </div>
          </ScrollArea>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
