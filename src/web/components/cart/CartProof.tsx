import { Alert, Anchor, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { ProofFacts, ProofMark } from '../../../shared/api/proof-facts';
import { PRODUCTS, type StickerOptions, stickerLabelKey } from '../../../shared/sticker';
import { useTranslation } from '../../translation/useTranslation';
import { formatSize } from '../preview/printGeometry';

/**
 * A proof as the server drew it from the production steps (on a checkerboard, the cut in magenta, the
 * bleed veiled; a decal in its vinyl's colour with the parts the cut loses marked). A click opens it large
 * with its legend and the marked parts listed. The cart and the order pages show the same picture.
 */
export function ProofPicture({ url, name, alt, facts, options }: { url: string; name: string; alt?: string; facts: ProofFacts | null; options: ProofOptions }) {
  const { t } = useTranslation();
  // The order page names its proofs by line ("Proof of line 2"), the cart by design.
  const altText = alt ?? t('cart.proofAlt', { name });
  const [open, setOpen] = useState(false);
  const vinyl = PRODUCTS[options.product].made === 'vinyl';
  const marks = [...(facts?.marks.filter((m) => m.kind === 'dropped') ?? []), ...(facts?.marks.filter((m) => m.kind === 'thin') ?? [])];
  const legend = t(vinyl ? 'cart.proof.legendVinyl' : 'cart.proof.legendSticker');
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={t('cart.proof.enlarge')} data-testid="cart-proof-open" display="block">
        <Image src={url} alt={altText} fit="contain" radius="sm" data-testid="cart-proof" />
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('cart.proof.title', { name })} size="xl" centered>
        <Stack gap="sm">
          <Image src={url} alt={altText} fit="contain" mah="70vh" data-testid="cart-proof-large" />
          <Text size="sm">{legend}</Text>
          {marks.length > 0 ? <MarkList marks={marks} /> : null}
          <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
            {t('cart.proof.openFile')}
          </Anchor>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * What a proof says beside its picture: the size as cut in inches and centimetres, the material or vinyl
 * colour, and what must be looked at: a die-cut that falls apart, vinyl parts left out or thinner than 2 mm.
 */
export function ProofFactsList({ facts, options }: { facts: ProofFacts | null; options: ProofOptions }) {
  const { t, i18n } = useTranslation();
  const vinyl = PRODUCTS[options.product].made === 'vinyl';
  const dropped = facts?.marks.filter((m) => m.kind === 'dropped') ?? [];
  const thin = facts?.marks.filter((m) => m.kind === 'thin') ?? [];
  const material =
    vinyl && options.vinylColour
      ? t('cart.proof.vinyl', { colour: t(stickerLabelKey.colour(options.vinylColour)) })
      : t('cart.proof.material', { material: t(stickerLabelKey.material(options.material)) });
  return (
    <Stack gap={6}>
      {facts ? (
        <Text size="xs" data-testid="cart-proof-size">
          {t('cart.proof.asCut', { inches: formatSize(facts.widthIn, facts.heightIn, 'in', i18n.language), cm: formatSize(facts.widthIn, facts.heightIn, 'cm', i18n.language) })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" data-testid="cart-proof-material">
        {material}
      </Text>
      <ProofAlerts facts={facts} dropped={dropped} thin={thin} />
    </Stack>
  );
}

function ProofAlerts({ facts, dropped, thin }: { facts: ProofFacts | null; dropped: ProofMark[]; thin: ProofMark[] }) {
  const { t } = useTranslation();
  if (!facts) return null;
  return (
    <>
      {facts.fallsApart ? (
        <Alert color="orange" p="xs" data-testid="cart-proof-pieces">
          <Text size="xs">{t('cart.proof.fallsApart', { count: facts.pieces })}</Text>
        </Alert>
      ) : null}
      {dropped.length ? (
        <Alert color="pink" p="xs" data-testid="cart-proof-dropped">
          <Text size="xs">{t('cart.proof.dropped', { count: dropped.length })}</Text>
        </Alert>
      ) : null}
      {thin.length ? (
        <Alert color="orange" p="xs" data-testid="cart-proof-thin">
          <Text size="xs">{t('cart.proof.thin', { count: thin.length })}</Text>
        </Alert>
      ) : null}
    </>
  );
}

/** What of a line's options a proof names: the product (sticker or decal), material and vinyl colour. */
type ProofOptions = Pick<StickerOptions, 'product' | 'material' | 'vinylColour'>;

const MM_PER_IN = 25.4;

/** Each marked part by its label on the proof: its size (parts left out are under half a millimetre: in mm) and place (inches from the art's top-left corner). */
function MarkList({ marks }: { marks: ProofMark[] }) {
  const { t, i18n } = useTranslation();
  const f = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const mm = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  // A speck of a pixel or two measures under a tenth of a millimetre: said so rather than "0".
  const inMm = (inches: number) => (inches * MM_PER_IN < 0.05 ? `<${mm.format(0.1)}` : mm.format(inches * MM_PER_IN));
  return (
    <Stack gap={2} component="ul" style={{ paddingInlineStart: 18, margin: 0, maxHeight: 200, overflowY: 'auto' }} data-testid="cart-proof-marks">
      {marks.map((m) => (
        <Text key={m.label} size="xs" component="li">
          {m.kind === 'dropped'
            ? t('cart.proof.droppedPart', {
                label: m.label,
                size: `${inMm(m.widthIn)} × ${inMm(m.heightIn)}`,
                x: f.format(m.xIn),
                y: f.format(m.yIn),
              })
            : t('cart.proof.thinPart', { label: m.label, mm: f.format(m.widthMm ?? 0), x: f.format(m.xIn), y: f.format(m.yIn) })}
        </Text>
      ))}
    </Stack>
  );
}
