/**
 * The tutorials shipped with the app: inserted once when the blog is first read, so a fresh
 * install has real articles. Every fact here is this app's own behaviour — keep them true when the
 * editor, prices or credits change (the prices quoted are the built-in price table, version 1).
 */
export interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  publishedAt: string;
  body: string;
}

const dieCut: SeedArticle = {
  slug: 'design-a-die-cut-sticker',
  title: 'Designing a die-cut sticker, step by step',
  summary: 'From an empty canvas to a sticker with a clean cut line: artwork, the border around it, and the checks to make before you order.',
  tags: ['tutorial', 'design', 'die-cut'],
  publishedAt: '2026-11-02T09:00:00.000Z',
  body: `A die-cut sticker is cut all the way through along the shape of your art, so every sticker is its own piece. This tutorial walks through making one in the editor.

## 1. Start a design

Open the [editor](/indexHome). The white area in the middle is the **workspace**: 1500 × 1500 by default. Only what is inside it is printed. Sign in before you start if you want to keep the design: saved designs live in **Account → Projects**, and the editor saves your work in the background while you go.

## 2. Add the artwork

- **Text**: add a text box and pick a font. Every font in the list is shipped with the app, so what you see is exactly what we print.
- **Shapes**: circles, stars, badges and more — good as a background behind text.
- **Images**: upload a PNG or JPEG, pick one from your materials, or [make one with AI](/blog-tutorials/using-ai-image-generation).

Keep the important parts away from the very edge of the art: the cut has a small tolerance, and text that touches the border looks cramped once cut.

## 3. Set the cut line

Open the **Cut line** panel:

1. Choose the **cut shape**. *Contour* follows your art; circle, square, rounded rectangle and rectangle give a regular shape around it.
2. Choose **Die-cut** (each sticker is its own piece) or **Kiss-cut** (only the vinyl is cut and the sticker stays on a backing sheet).
3. Set the **border around the art**. The panel shows it in inches and millimetres. A border of about 1/8 in (3 mm) gives a classic white edge.

The magenta line on the canvas is where the blade goes. If your design has separate parts, thin bridges join them so the sticker stays one piece, and gaps narrower than 2 mm are closed so no fragile slit is left.

## 4. Check it before you order

Open the **preview**: it shows the sticker on white with its cut line and colour modes. It also checks every placed image at the size you order:

- at **300 DPI or more** the image prints sharp;
- **under 300 DPI** you get a warning;
- **under 150 DPI** the warning is stronger: the print will look soft or blocky. Use a larger image or order a smaller sticker.

## 5. Save and order

Save the design, then press **Order** and choose size, material and quantity. The [ordering guide](/blog-tutorials/ordering-your-stickers) explains each option and what happens after you pay.`,
};

const ordering: SeedArticle = {
  slug: 'ordering-your-stickers',
  title: 'Ordering your stickers: options, prices and what happens next',
  summary: 'Products, sizes, materials and quantities; how the price is worked out; shipping, tax and the life of an order.',
  tags: ['tutorial', 'ordering', 'shipping'],
  publishedAt: '2026-11-09T09:00:00.000Z',
  body: `When a design is ready, press **Order** in the editor. This guide explains the choices and what happens after you pay.

## The options

| Option | Choices |
|---|---|
| Product | die-cut, kiss-cut, sticker sheet, vinyl decal |
| Size | from 1 to 24 inches on each side |
| Material | white vinyl, clear, holographic, glitter, mirror (sheets: white, clear, holographic) |
| Finish | gloss or matte |
| Quantity | from 50 for die-cut and kiss-cut stickers, from 10 for sheets and vinyl decals |

Vinyl decals are cut from coloured vinyl, so you also choose the vinyl colour (gold and silver cost a little more).

## How the price is worked out

The price depends on the sticker's area and the quantity, then on the product and the material. Larger runs cost less per sticker. For example, with our current price table a 2 × 2 in white die-cut sticker costs **CA$49 for 50** and **CA$69 for 100**; clear vinyl adds 20% and kiss-cut 15%. The price shown in the editor and in the [cart](/cart) is computed by the same function the server uses, and the server prices your order again when you pay: what you see is what you pay. All prices are in Canadian dollars. Full tables are on the [sticker prices](/StickerLibraryPrice) page.

## The proof

Each cart line shows a **proof**: the sticker rendered from your design, at the size you chose, with its cut. The proof is what we print. If you change the design after adding it, the cart tells you so and asks you to add it again.

## Shipping and tax

We ship to Canada and the United States.

- **Canada**: standard CA$7.99, free from a CA$75 subtotal; express CA$24.99.
- **United States**: standard CA$12.99, free from a CA$150 subtotal; express CA$34.99.

Canadian orders pay the sales tax of the province they are shipped to (GST, HST or GST plus PST/QST), shown on its own line before you pay.

## After you pay

Your order moves through these steps, and you get an e-mail at each one:

1. **Paid** — it is in the shop's queue.
2. **In production** — we are printing and cutting.
3. **Shipped** — with a tracking number where the carrier gives one.
4. **Delivered**.

If we find a problem with the artwork, the order goes **on hold** and we e-mail you what is wrong. From **Account → Orders** you can upload a replacement image or ask us to print it as it is; either puts it back in the queue.

You can **cancel** an order yourself until production starts (or while it is on hold); a paid order is refunded in full. Once printing has started, [our refund policy](/policies#refunds) applies.`,
};

const ai: SeedArticle = {
  slug: 'using-ai-image-generation',
  title: 'Making sticker art with AI image generation',
  summary: 'Write a prompt that works, pick a style, understand credits, and turn the result into a printable sticker.',
  tags: ['tutorial', 'ai', 'design'],
  publishedAt: '2026-11-16T09:00:00.000Z',
  body: `The [AI image page](/image-gen) turns a description into sticker artwork on a plain background, ready to cut out.

## Write a good prompt

One subject works best. Say what it is, its mood and its colours:

> A happy avocado wearing sunglasses, surfing a wave, bright greens and blues

Avoid asking for many separate objects or long sentences of text in the image: image models draw letters poorly. Add text afterwards in the editor, where it prints crisply in a real font.

## Pick a style

| Style | What it adds |
|---|---|
| Die-cut sticker | bold outline, white border |
| Kawaii | cute, pastel, big eyes |
| Vintage badge | retro emblem, muted colours |
| Line art | clean black strokes |
| Pixel art | retro game sprite |
| No style | your words only |

Then choose the shape (square, portrait or landscape), how many images (1 to 4) and the model (standard or premium).

## Credits

Each image uses **one credit**, and the credits of a failed generation are given back automatically.

- Every account gets **free credits each month** for the standard model (40 on the free plan, more on silver, gold and platinum). They reset every 30 days.
- Paid plans add a monthly allowance, and credit packs add credits that do not expire. The premium model uses those, never the free credits.
- Without an account you can try **20 generations** as a guest.

See [pricing](/pricing) for the plans and packs.

## From image to sticker

Every result is saved to your **materials**, so you can use it in any design later. From a result you can:

1. **Remove the background** if the art is not on a clean plain background.
2. **Add it to a design**: it opens in the editor, where you can add text and set the cut line — see [designing a die-cut sticker](/blog-tutorials/design-a-die-cut-sticker).

Generated images come out at 1024 pixels on their longer side. At 300 DPI that is about 3.4 inches, so for larger stickers check the resolution warning in the preview.

## A note on the demo generator

If the site has no AI provider set up, a demo generator draws simple images offline from the words of your prompt, marked *Demo image*. They show how the flow works; they are not real AI art.`,
};

export const SEED_ARTICLES: readonly SeedArticle[] = [dieCut, ordering, ai];
