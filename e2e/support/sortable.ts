import type { Page } from '@playwright/test';

/**
 * Picks up the focused sortable row with the keyboard, as a person does with Space.
 *
 * dnd-kit's keyboard sensor starts listening for the arrow keys in a timer it sets while handling
 * that Space (`KeyboardSensor.attach`). A person is never faster than that timer; a test is: the
 * browser runs input before timers, so an arrow pressed at once can arrive before anyone listens
 * and be lost. A timer of our own set after the Space runs after the sensor's (timers of the same
 * delay run in the order they were set), so once it has run, the arrows are heard.
 */
export async function pickUpWithKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Space');
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
