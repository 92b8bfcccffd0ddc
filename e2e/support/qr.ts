import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';

/** What a QR code image on the page says, read from its pixels. */
export async function qrText(page: Page, name: string | RegExp): Promise<string | undefined> {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  const pixels = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 400);
    context.drawImage(img, 0, 0, 400, 400);
    return Array.from(context.getImageData(0, 0, 400, 400).data);
  });
  return jsQR(Uint8ClampedArray.from(pixels), 400, 400)?.data;
}
