import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { BRAND, FONT, type MailBrand } from './brand';

const FOOTER = {
  en: { why: 'You receive this e-mail from Sticker Studio.', unsubscribe: 'Unsubscribe' },
  zh: { why: '此邮件由 Sticker Studio 发送。', unsubscribe: '退订' },
  both: { why: 'You receive this e-mail from Sticker Studio. · 此邮件由 Sticker Studio 发送。', unsubscribe: 'Unsubscribe · 退订' },
} as const;

const small = { fontFamily: FONT, fontSize: '12px', lineHeight: '18px', color: BRAND.muted, margin: '0 0 6px' } as const;

/** The wordmark as text in a coloured cell: it shows even where a client blocks images. */
function Wordmark({ publicUrl }: { publicUrl: string }) {
  return (
    <Section style={{ padding: '24px 32px 8px' }}>
      <Link href={publicUrl} style={{ textDecoration: 'none' }}>
        <span
          style={{
            display: 'inline-block',
            width: '32px',
            height: '32px',
            lineHeight: '32px',
            borderRadius: '16px',
            backgroundColor: BRAND.colour,
            color: '#ffffff',
            fontFamily: FONT,
            fontWeight: 800,
            fontSize: '17px',
            textAlign: 'center',
            verticalAlign: 'middle',
          }}
        >
          S
        </span>
        <span style={{ fontFamily: FONT, fontWeight: 800, fontSize: '19px', color: BRAND.text, verticalAlign: 'middle', paddingLeft: '10px' }}>{BRAND.name}</span>
      </Link>
    </Section>
  );
}

/**
 * Every mail the shop sends, in one frame: the wordmark, the message on a white 600 px card (tables and
 * inline styles, which mail clients read), and a footer with the shop's address and, for mail a
 * recipient can stop, the unsubscribe link.
 */
export function MailLayout(props: { brand: MailBrand; language: 'en' | 'zh' | undefined; preview: string; unsubscribeUrl?: string; children: ReactNode }) {
  const footer = FOOTER[props.language ?? 'both'];
  return (
    <Html lang={props.language === 'zh' ? 'zh-CN' : 'en'}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: BRAND.page, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: '8px', borderTop: `4px solid ${BRAND.colour}`, maxWidth: '600px' }}>
          <Wordmark publicUrl={props.brand.publicUrl} />
          <Section style={{ padding: '8px 32px 8px' }}>{props.children}</Section>
          <Section style={{ padding: '8px 32px 24px' }}>
            <Hr style={{ borderColor: '#e6e3ef', margin: '0 0 16px' }} />
            <Text style={small}>{footer.why}</Text>
            <Text style={small}>{props.brand.postalAddress}</Text>
            <Text style={small}>
              <Link href={props.brand.publicUrl} style={{ color: BRAND.muted }}>
                {props.brand.publicUrl.replace(/^https?:\/\//, '')}
              </Link>
              {props.unsubscribeUrl ? (
                <>
                  {' · '}
                  <Link href={props.unsubscribeUrl} style={{ color: BRAND.muted }}>
                    {footer.unsubscribe}
                  </Link>
                </>
              ) : null}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
