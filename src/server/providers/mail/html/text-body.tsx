import { Button, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { BRAND, FONT } from './brand';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;
/** A URL alone on its line is the mail's action: it gets a button (with the URL beside it for clients that hide buttons). */
const ACTION_LINE = /^https?:\/\/\S+$/;

const ACTION_LABEL = { en: 'Open link', zh: '打开链接', both: 'Open link · 打开链接' } as const;

const paragraph = { fontFamily: FONT, fontSize: '15px', lineHeight: '24px', color: BRAND.text, margin: '0 0 16px' } as const;
const linkStyle = { color: BRAND.link, textDecoration: 'underline' } as const;

/** A line of text with its URLs as links; React escapes every character of the text itself. */
function withLinks(line: string, key: string): ReactNode[] {
  return line.split(URL_PATTERN).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a mail renders once; its parts never reorder
      <Link key={`${key}-${i}`} href={part} style={linkStyle}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function action(url: string, label: string, key: string): ReactNode {
  return (
    <Text key={key} style={{ ...paragraph, margin: '8px 0 20px' }}>
      <Button
        href={url}
        style={{
          backgroundColor: BRAND.colour,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 20px',
          fontFamily: FONT,
          fontSize: '15px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
      <br />
      <span style={{ fontSize: '12px', lineHeight: '18px', color: BRAND.muted, wordBreak: 'break-all' }}>
        <Link href={url} style={{ ...linkStyle, color: BRAND.muted }}>
          {url}
        </Link>
      </span>
    </Text>
  );
}

/**
 * The plain-text part as HTML: blank lines part paragraphs, a line break stays a break, URLs become
 * links and a URL alone on its line a button. Nothing in the text is read as markup.
 */
export function TextBody({ text, language }: { text: string; language: 'en' | 'zh' | undefined }) {
  const blocks: ReactNode[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    const key = `p${blocks.length}`;
    blocks.push(
      <Text key={key} style={paragraph}>
        {/* biome-ignore lint/suspicious/noArrayIndexKey: a mail renders once; its lines never reorder */}
        {lines.flatMap((line, i) => (i === 0 ? withLinks(line, `${key}-${i}`) : [<br key={`${key}-br${i}`} />, ...withLinks(line, `${key}-${i}`)]))}
      </Text>,
    );
    lines = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line === '') flush();
    else if (ACTION_LINE.test(line.trim())) {
      flush();
      blocks.push(action(line.trim(), ACTION_LABEL[language ?? 'both'], `a${blocks.length}`));
    } else lines.push(line);
  }
  flush();
  return <>{blocks}</>;
}
