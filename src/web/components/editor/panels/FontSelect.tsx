import { Select, type SelectProps, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../translation/useTranslation';
import { fontOptions } from '../fonts';

/** A font family picker; each option is written in its own font (the shipped file, once the editor has added its faces). */
export function FontSelect({ value, onChange, ...rest }: Omit<SelectProps, 'data' | 'onChange'> & { onChange: (family: string) => void }) {
  const { t } = useTranslation();
  // The same list object between renders: Mantine's Select re-derives its options when it changes.
  const data = useMemo(() => fontOptions({ google: t('editor.text.googleFonts'), builtIn: t('editor.text.builtInFonts') }), [t]);
  return (
    <Select
      label={t('editor.text.font')}
      searchable
      allowDeselect={false}
      maxDropdownHeight={320}
      value={value}
      nothingFoundMessage={t('editor.text.noFont')}
      data={data}
      renderOption={({ option }) => (
        <Text size="sm" style={{ fontFamily: `"${option.value}", sans-serif` }}>
          {option.label}
        </Text>
      )}
      onChange={(v) => v && onChange(v)}
      data-testid="font-select"
      {...rest}
    />
  );
}
