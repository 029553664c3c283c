import { expect, type Locator } from '@playwright/test';

/**
 * Ticks or clears a Chakra checkbox (or picks a radio) by its hidden input. Under CI's load a
 * forced click on that input was lost now and then (twice, on two forms); check and uncheck do
 * nothing when the box is already as wanted, so retrying cannot flip it back.
 */
export async function setChecked(box: Locator, checked: boolean): Promise<void> {
  await expect(() => box.setChecked(checked, { force: true })).toPass({ timeout: 10_000 });
}
