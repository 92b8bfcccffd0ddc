import type { Page } from '@playwright/test';

export const FIRST_PAGE_BUDGET_KB: number;
export function countScripts(page: Page): { sizes(): Promise<Map<string, number>> };
export function kilobytes(sizes: Map<string, number>): number;
