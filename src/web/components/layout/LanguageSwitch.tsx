import { SegmentedControl } from '@mantine/core';
import { normaliseLanguage, setLanguage } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** EN / 中文: changes the interface language and remembers it in localStorage. */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      fullWidth={fullWidth}
      aria-label={t('language.label')}
      value={normaliseLanguage(i18n.language)}
      onChange={(value) => setLanguage(normaliseLanguage(value))}
      data={[
        { value: 'en', label: <span lang="en">EN</span> },
        { value: 'zh', label: <span lang="zh-CN">中文</span> },
      ]}
    />
  );
}
