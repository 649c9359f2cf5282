import type { Plugin } from 'vite';

export function asideDirOf(outDir: string): string;
export function moveAside(outDir: string): string[];
export function buildAside(): Plugin;
