import type { Locator, Page } from '@playwright/test';

/** The screenshot comparisons' tolerance: enough for font antialiasing, far below a changed colour, border or layout. */
export const MAX_DIFF = 0.01;

/**
 * What moves with the demo clock or the run: dates (15/03/2026), times (14:05), relative times,
 * references and the calendar's grid (masked in the screenshot comparisons).
 */
export function volatile(page: Page): Locator[] {
  return [
    page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}|\b\d{1,2}:\d{2}\b|\bago\b|\bin \d+ (day|hour|minute)/),
    // References carry the year they were made in (GSK-2026-002117).
    page.getByText(/\b[A-Z]+-20\d\d-\d+/),
    page.locator('.fc-view-harness, .fc-toolbar-title'),
  ];
}
