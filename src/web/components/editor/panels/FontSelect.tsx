import { Alert, Button, Chip, FileButton, Group, Input, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useSession } from '../../../api/session';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { FontList, type FontRow } from '../font-picker/FontList';
import { CATALOGUE_CATEGORIES, type CatalogueCategory, type CatalogueFont, searchCatalogue } from '../font-picker/google-catalogue';
import { loadCatalogue } from '../font-picker/load-catalogue';
import { PICKER_EDGE_MARGIN, type PickerSide, pickerSide } from '../font-picker/placement';
import { readRecentFonts, rememberRecentFont } from '../font-picker/recent-fonts';
import { uploadUserFont, useUserFonts } from '../font-picker/user-fonts-api';
import { fontOptions } from '../fonts';

type Props = {
  value: string | null;
  /** Applies the family; false when its file could not be loaded (the picker then says so). */
  onChange: (family: string) => Promise<boolean | undefined> | boolean | undefined;
  size?: 'xs' | 'sm';
  disabled?: boolean;
  description?: string;
};

/**
 * The font picker (decision 58): recently used fonts, the user's uploaded fonts ("My fonts", with an
 * upload button), the fonts the app ships, and the whole Google Fonts catalogue, searched by name and
 * category. Each font is shown in its own face, a catalogue font only once its row is on screen.
 */
export function FontSelect({ value, onChange, size = 'sm', disabled, description }: Props) {
  const { t } = useTranslation();
  const user = useSession();
  const userId = user?.id ?? null;
  const { editor } = useEditorContext();
  const userFonts = useUserFonts(userId);
  const [opened, setOpened] = useState(false);
  const [side, setSide] = useState<PickerSide>('bottom-start');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CatalogueCategory | null>(null);
  const [catalogue, setCatalogue] = useState<CatalogueFont[] | null>(null);
  const [catalogueFailed, setCatalogueFailed] = useState(false);
  const [recent, setRecent] = useState<string[]>(() => readRecentFonts(userId));
  const [applying, setApplying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => setRecent(readRecentFonts(userId)), [userId]);
  // The editor draws uploaded fonts from our storage: it learns their files as soon as the list is in.
  useEffect(() => {
    if (editor && userFonts.length) editor.api.addUserFonts(userFonts.map((f) => ({ family: f.family, url: f.url })));
  }, [editor, userFonts]);
  // The catalogue is fetched the first time the picker opens, never before.
  useEffect(() => {
    if (!opened || catalogue) return;
    setCatalogueFailed(false);
    loadCatalogue()
      .then(setCatalogue)
      .catch(() => setCatalogueFailed(true));
  }, [opened, catalogue]);

  const rows = useMemo(() => pickerRows({ query, category, catalogue, recent, mine: userFonts.map((f) => f.family), t }), [query, category, catalogue, recent, userFonts, t]);

  const pick = async (family: string) => {
    setApplying(family);
    setError(null);
    try {
      const ok = (await onChange(family)) !== false;
      if (!ok) {
        setError(t('editorFonts.loadFailed', { family }));
        return;
      }
      setRecent(rememberRecentFont(userId, family));
      setOpened(false);
    } finally {
      setApplying(null);
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const font = await uploadUserFont(file);
      editor?.api.addUserFonts([{ family: font.family, url: font.url }]);
      setQuery('');
      setCategory(null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('editorFonts.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label={t('editor.text.font')} description={description} size={size}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position={side}
        width={300}
        shadow="md"
        trapFocus
        withinPortal
        // The side is chosen on opening (pickerSide); the dropdown then shrinks to the room it has there.
        middlewares={{ flip: false, shift: true, size: { padding: PICKER_EDGE_MARGIN, apply: capPickerHeight } }}
      >
        <Popover.Target>
          <Button
            variant="default"
            size={size}
            fullWidth
            disabled={disabled}
            onClick={(e) => {
              if (!opened) setSide(pickerSide(e.currentTarget.getBoundingClientRect(), window.innerHeight));
              setOpened((o) => !o);
            }}
            justify="space-between"
            data-testid="font-select"
            aria-haspopup="listbox"
            styles={{ label: { fontFamily: `"${value ?? 'Arial'}", sans-serif`, fontWeight: 400 } }}
          >
            {value ?? 'Arial'}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p="xs" style={{ minWidth: 260 }} data-testid="font-picker">
          <Stack gap={6} style={{ maxHeight: `calc(var(${PICKER_HEIGHT_VAR}, 100vh) - 2 * var(--mantine-spacing-xs))` }}>
            <TextInput
              size="xs"
              placeholder={t('editorFonts.search')}
              aria-label={t('editorFonts.search')}
              leftSection={<IconSearch size={14} />}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              data-autofocus
              data-testid="font-search"
            />
            <Chip.Group multiple={false} value={category ?? ''} onChange={(v) => setCategory((v as CatalogueCategory) || null)}>
              <Group gap={4}>
                {CATALOGUE_CATEGORIES.map((c) => (
                  <Chip key={c} value={c} size="xs" onClick={() => category === c && setCategory(null)} data-testid={`font-category-${c}`}>
                    {t(`editorFonts.category.${c}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {error && (
              <Alert color="red" p={6} data-testid="font-error">
                <Text size="xs">{error}</Text>
              </Alert>
            )}
            <FontList rows={rows} value={value ?? ''} applying={applying} onPick={(f) => void pick(f)} />
            {!catalogue && !catalogueFailed && (
              <Text size="xs" c="dimmed">
                {t('editorFonts.loadingCatalogue')}
              </Text>
            )}
            {catalogueFailed && (
              <Text size="xs" c="red">
                {t('editorFonts.catalogueFailed')}
              </Text>
            )}
            {user ? (
              <FileButton onChange={(f) => void upload(f)} accept=".ttf,.otf,.woff2,font/ttf,font/otf,font/woff2">
                {(props) => (
                  <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={uploading} data-testid="font-upload">
                    {t('editorFonts.upload')}
                  </Button>
                )}
              </FileButton>
            ) : (
              <Text size="xs" c="dimmed" data-testid="font-upload-sign-in">
                {t('editorFonts.signInToUpload')}
              </Text>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}

/** The CSS variable holding the room the dropdown has on its side (the list inside shrinks to fit it). */
const PICKER_HEIGHT_VAR = '--ss-font-picker-room';

function capPickerHeight({ availableHeight, elements }: { availableHeight: number; elements: { floating: HTMLElement } }): void {
  elements.floating.style.setProperty(PICKER_HEIGHT_VAR, `${Math.max(0, Math.floor(availableHeight))}px`);
}

/** The list's sections: recent, mine, shipped (display then built-in), the catalogue; each filtered by the search. */
function pickerRows(input: {
  query: string;
  category: CatalogueCategory | null;
  catalogue: CatalogueFont[] | null;
  recent: string[];
  mine: string[];
  t: (key: string) => string;
}): FontRow[] {
  const { query, category, catalogue, recent, mine, t } = input;
  const q = query.trim().toLowerCase();
  const matches = (family: string) => !q || family.toLowerCase().includes(q);
  const rows: FontRow[] = [];
  const section = (key: string, label: string, families: string[], extra?: (f: string) => Partial<FontRow>) => {
    if (!families.length) return;
    rows.push({ kind: 'header', key: `h-${key}`, label });
    for (const family of families) rows.push({ kind: 'font', family, key: `${key}-${family}`, ...(extra?.(family) ?? {}) } as FontRow);
  };
  // The category filter is the catalogue's: with one chosen, only catalogue fonts are listed.
  if (!category) {
    section('recent', t('editorFonts.recent'), recent.filter(matches));
    section('mine', t('editorFonts.mine'), mine.filter(matches));
    for (const group of fontOptions({ google: t('editorFonts.featured'), builtIn: t('editor.text.builtInFonts') })) section(group.group, group.group, group.items.filter(matches));
  }
  if (catalogue) {
    const found = searchCatalogue(catalogue, query, category);
    const byFamily = new Map(found.map((f) => [f.family, f]));
    section('catalogue', t('editorFonts.catalogue'), [...byFamily.keys()], (f) => ({ catalogue: byFamily.get(f) }));
  }
  if (!rows.length) rows.push({ kind: 'header', key: 'none', label: t('editor.text.noFont') });
  return rows;
}
